import { useLingui } from '@lingui/react/macro';
import * as css from './footer.css';

/** The programmes the shop belongs to, drawn as wordmarks (no images to load). */
const PARTNERS = ['Apple Premium Reseller', 'Apple Authorised Service Provider', 'Apple Authorised Education Specialist', 'AppleCare+'] as const;

export function PartnerLogos() {
  const { t } = useLingui();
  return (
    <ul className={css.partners} aria-label={t`Our Apple partnerships`}>
      {PARTNERS.map((name) => (
        <li key={name} className={css.partner}>
          <svg width="12" height="14" viewBox="0 0 17 20" aria-hidden>
            <path
              fill="currentColor"
              d="M14.1 10.6c0-2.6 2.1-3.8 2.2-3.9-1.2-1.8-3.1-2-3.7-2-1.6-.2-3.1.9-3.9.9-.8 0-2-.9-3.4-.9C3.6 4.8 2 5.8 1.1 7.4c-1.9 3.2-.5 8 1.3 10.6.9 1.3 1.9 2.7 3.3 2.6 1.3-.1 1.8-.8 3.4-.8s2 .8 3.4.8c1.4 0 2.3-1.3 3.2-2.6 1-1.5 1.4-2.9 1.4-3-.1 0-2.7-1-3-4.4ZM11.6 3c.7-.9 1.2-2 1.1-3.2-1 0-2.3.7-3 1.6-.7.8-1.3 2-1.1 3.1 1.1.1 2.3-.6 3-1.5Z"
            />
          </svg>
          {name}
        </li>
      ))}
    </ul>
  );
}
