import * as v from 'valibot';
import { DEFAULT_LOCALE, type Locale } from '@contract/constants';
import { i18n } from '@lingui/core';
import { messages as th } from '../../locales/th/messages.po';

// Thai, the default, ships with the app; English loads the first time an /en page is opened
i18n.load({ th });
i18n.activate(DEFAULT_LOCALE);

const loaded = new Set<Locale>(['th']);
const load: Record<Locale, () => Promise<void>> = {
  th: async () => {},
  en: async () => i18n.load({ en: (await import('../../locales/en/messages.po')).messages }),
};

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

export const currentLocale = () => i18n.locale as Locale;
export { i18n };
