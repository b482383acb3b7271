import { LOCALES, type Locale } from '@contract/constants';
import { useLingui } from '@lingui/react/macro';
import { type MouseEvent, useId } from 'react';
import { anchorName } from '../anchor';
import { LANGUAGE_NAMES, useSwitchLocale } from '../hooks/use-switch-locale';
import * as css from './header.css';

/** The header's language popover (th/en): the same page in the other language. */
export function LanguagePopover({ current }: { current: Locale }) {
  const { t } = useLingui();
  const id = useId();
  const { hrefOf, switchTo } = useSwitchLocale();
  const language = LANGUAGE_NAMES[current];
  return (
    <div className={css.language}>
      <button type="button" popoverTarget={id} className={css.iconButton} aria-label={t`Language: ${language}`} style={{ anchorName: anchorName(id) }}>
        <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6" aria-hidden>
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3Z" />
        </svg>
        <span className={css.languageCode}>{current.toUpperCase()}</span>
      </button>
      <div id={id} popover="auto" className={css.popover} style={{ positionAnchor: anchorName(id) }}>
        <ul className={css.popoverList} aria-label={t`Language`}>
          {LOCALES.map((locale) => (
            <li key={locale}>
              <a
                href={hrefOf(locale)}
                hrefLang={locale}
                lang={locale}
                className={css.popoverLink}
                aria-current={locale === current}
                onClick={(event: MouseEvent) => {
                  event.preventDefault();
                  document.getElementById(id)?.hidePopover();
                  switchTo(locale);
                }}
              >
                {LANGUAGE_NAMES[locale]}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
