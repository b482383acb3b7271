import type { Locale } from '@contract/constants';
import { useLingui } from '@lingui/react/macro';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { useAppActors } from '@/lib/app-actors';
import { isLocaleLoaded } from '@/lib/i18n';
import { switchLocalePath, switchLocaleSearch } from '@/lib/locale';
import { serverAnswers } from '@/lib/server-answers';
import { useLocaleActor } from './locale-actor';

/**
 * The same page in another language: its address, and the switch (the locale machine remembers the choice). A
 * language whose texts are not here yet needs the shop: when it cannot be reached the page stays as it is, in its
 * language, and says so, rather than giving way to an error page with no header in the language left. (It is asked
 * first because a script that failed to load fails again at every import until the page is reloaded.)
 */
export function useSwitchLocale() {
  const { t } = useLingui();
  const { pathname, searchStr, hash } = useLocation();
  const navigate = useNavigate();
  const localeActor = useLocaleActor();
  const { alertToast } = useAppActors();
  const hrefOf = (locale: Locale) => switchLocalePath(pathname, locale) + switchLocaleSearch(searchStr, locale) + (hash ? `#${hash}` : '');
  return {
    hrefOf,
    switchTo: async (locale: Locale) => {
      if (!isLocaleLoaded(locale) && !(await serverAnswers())) {
        alertToast.send({ type: 'toast.show', message: t`The language cannot be switched: the shop cannot be reached. Please try again.` });
        return;
      }
      localeActor.send({ type: 'locale.change', locale });
      await navigate({ href: hrefOf(locale) });
    },
  };
}

export const LANGUAGE_NAMES: Record<Locale, string> = { th: 'ไทย', en: 'English' };
