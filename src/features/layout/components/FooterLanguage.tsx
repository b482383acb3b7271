import { LOCALES, type Locale } from '@contract/constants';
import { Trans } from '@lingui/react/macro';
import { useId, useRef, useState } from 'react';
import { isLocale } from '@/lib/locale';
import { LANGUAGE_NAMES, useSwitchLocale } from '../hooks/use-switch-locale';
import * as css from './footer.css';

/** Keys that change a closed dropdown's value in place, firing `change` at each step. */
const STEPPING_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown']);

/**
 * The footer's language dropdown. A choice made with the pointer (or a phone's picker) switches at once; one made
 * with the arrow keys switches on Enter or on leaving the dropdown, not at each step of the way.
 */
export function FooterLanguage({ current }: { current: Locale }) {
  const id = useId();
  const { switchTo } = useSwitchLocale();
  const stepping = useRef(false);
  const [chosen, setChosen] = useState<Locale | null>(null);
  const apply = () => {
    stepping.current = false;
    if (chosen && chosen !== current) switchTo(chosen);
    setChosen(null);
  };
  return (
    <div className={css.language}>
      <label htmlFor={id}>
        <Trans>Language</Trans>
      </label>
      <select
        id={id}
        className={css.languageSelect}
        value={chosen ?? current}
        onKeyDown={(event) => {
          if (STEPPING_KEYS.has(event.key)) stepping.current = true;
          if (event.key === 'Enter') apply();
        }}
        onBlur={apply}
        onChange={(event) => {
          const locale = event.target.value;
          if (!isLocale(locale)) return;
          if (stepping.current) setChosen(locale);
          else switchTo(locale);
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
