import * as v from 'valibot';
import { DEFAULT_LOCALE, type Locale } from '@contract/constants';
import { i18n } from '@lingui/core';
// Thai, the default: in a build each module carries the Thai texts it says (scripts/vite/thai-messages.ts), so a page
// downloads the texts of the code it runs; development loads the whole catalogue here. English loads whole the first
// time an /en page is opened
if (import.meta.env.DEV) i18n.load({ th: (await import('../../locales/th/messages.po')).messages });
i18n.activate(DEFAULT_LOCALE);

const loaded = new Set<Locale>(['th']);
const load: Record<Locale, () => Promise<void>> = {
  th: async () => {},
  en: async () => i18n.load({ en: (await import('../../locales/en/messages.po')).messages }),
};

/** Whether a language's texts are here: switching to it needs nothing from the server. */
export const isLocaleLoaded = (locale: Locale) => loaded.has(locale);

/** Switches every translated text; the document language follows for screen readers and fonts. */
export async function activateLocale(locale: Locale) {
  if (!loaded.has(locale)) {
    await load[locale]();
    loaded.add(locale);
  }
  if (i18n.locale !== locale) i18n.activate(locale);
  // the contract's form rules say their messages in valibot's language (contract/validation-rules.ts)
  v.setGlobalConfig({ lang: locale });
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

export { i18n };
