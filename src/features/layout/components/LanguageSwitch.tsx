import type { Locale } from '@contract/constants';
import { useLingui } from '@lingui/react/macro';
import { useLocation, useNavigate } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { switchLocalePath } from '@/lib/locale';
import { useLocaleActor } from '../hooks/locale-actor';
import * as css from './layout.css';

const OPTIONS: { locale: Locale; label: string }[] = [
  { locale: 'th', label: 'TH' },
  { locale: 'en', label: 'EN' },
];

/** The same page in the other language; the locale machine remembers the choice (cookie, storage, session). */
export function LanguageSwitch({ current }: { current: Locale }) {
  const { t } = useLingui();
  const { pathname, searchStr } = useLocation();
  const navigate = useNavigate();
  const localeActor = useLocaleActor();
  return (
    <nav className={css.language} aria-label={t`Language`}>
      {OPTIONS.map(({ locale, label }) => {
        const href = switchLocalePath(pathname, locale) + searchStr;
        const choose = (event: MouseEvent) => {
          event.preventDefault();
          localeActor.send({ type: 'locale.change', locale });
          void navigate({ href });
        };
        return (
          <a key={locale} href={href} hrefLang={locale} lang={locale} className={css.languageOption} aria-current={locale === current} onClick={choose}>
            {label}
          </a>
        );
      })}
    </nav>
  );
}
