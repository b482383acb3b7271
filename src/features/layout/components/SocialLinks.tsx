import { useLingui } from '@lingui/react/macro';
import { SOCIAL_LINKS } from '../shop-contacts';
import * as css from './footer.css';

const ICONS: Record<(typeof SOCIAL_LINKS)[number]['name'], string> = {
  Facebook: 'M13.5 21v-7.5h2.5l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4c-.3 0-1.2-.1-2.2-.1-2.2 0-3.7 1.3-3.7 3.8v2.4H8v3h2.6V21h2.9Z',
  Instagram:
    'M12 8.2a3.8 3.8 0 1 0 0 7.6 3.8 3.8 0 0 0 0-7.6Zm0 6.2a2.4 2.4 0 1 1 0-4.8 2.4 2.4 0 0 1 0 4.8ZM16.9 6.2a.9.9 0 1 1-1.8 0 .9.9 0 0 1 1.8 0ZM8 3h8a5 5 0 0 1 5 5v8a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5V8a5 5 0 0 1 5-5Zm0 1.5A3.5 3.5 0 0 0 4.5 8v8A3.5 3.5 0 0 0 8 19.5h8a3.5 3.5 0 0 0 3.5-3.5V8A3.5 3.5 0 0 0 16 4.5H8Z',
  LINE: 'M12 3.5c-5 0-9 3.2-9 7.2 0 3.6 3.2 6.6 7.5 7.1.3.1.7.2.8.5.1.2.1.6 0 .8l-.1.8c0 .2-.2.9.8.5s5.4-3.2 7.3-5.4c1.3-1.5 1.9-2.9 1.9-4.3 0-4-4-7.2-9-7.2Z',
  YouTube:
    'M21 8.2a2.6 2.6 0 0 0-1.8-1.8C17.6 6 12 6 12 6s-5.6 0-7.2.4A2.6 2.6 0 0 0 3 8.2 27 27 0 0 0 2.6 12c0 1.3.1 2.6.4 3.8a2.6 2.6 0 0 0 1.8 1.8c1.6.4 7.2.4 7.2.4s5.6 0 7.2-.4a2.6 2.6 0 0 0 1.8-1.8c.3-1.2.4-2.5.4-3.8s-.1-2.6-.4-3.8ZM10.2 14.5v-5l4.7 2.5-4.7 2.5Z',
};

/** The shop's four social pages, each in a new tab. */
export function SocialLinks() {
  const { t } = useLingui();
  return (
    <ul className={css.social} aria-label={t`Follow us`}>
      {SOCIAL_LINKS.map(({ name, href }) => (
        <li key={name}>
          <a href={href} target="_blank" rel="noopener" className={css.socialLink} aria-label={name}>
            <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden>
              <path fill="currentColor" d={ICONS[name]} />
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
