import type { Locale } from '@contract/constants';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { switchLocalePath, switchLocaleSearch } from '@/lib/locale';
import { useLocaleActor } from './locale-actor';

/** The same page in another language: its address, and the switch (the locale machine remembers the choice). */
export function useSwitchLocale() {
  const { pathname, searchStr } = useLocation();
  const navigate = useNavigate();
  const localeActor = useLocaleActor();
  return {
    hrefOf: (locale: Locale) => switchLocalePath(pathname, locale) + switchLocaleSearch(searchStr, locale),
    switchTo: (locale: Locale) => {
      localeActor.send({ type: 'locale.change', locale });
      void navigate({ href: switchLocalePath(pathname, locale) + switchLocaleSearch(searchStr, locale) });
    },
  };
}

export const LANGUAGE_NAMES: Record<Locale, string> = { th: 'ไทย', en: 'English' };
