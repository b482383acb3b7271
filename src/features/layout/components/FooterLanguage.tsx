import { LOCALES, type Locale } from '@contract/constants';
import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { isLocale } from '@/lib/locale';
import { LANGUAGE_NAMES, useSwitchLocale } from '../hooks/use-switch-locale';
import * as css from './footer.css';

/** The footer's language dropdown. */
export function FooterLanguage({ current }: { current: Locale }) {
  const id = useId();
  const { switchTo } = useSwitchLocale();
  return (
    <div className={css.language}>
      <label htmlFor={id}>
        <Trans>Language</Trans>
      </label>
      <select
        id={id}
        className={css.languageSelect}
        value={current}
        onChange={(event) => {
          if (isLocale(event.target.value)) switchTo(event.target.value);
        }}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LANGUAGE_NAMES[locale]}
          </option>
        ))}
      </select>
    </div>
  );
}
