import { DEFAULT_LOCALE, type Locale } from '@contract/constants';
import { i18n } from '@lingui/core';
import { messages as en } from '../../locales/en/messages.po';
import { messages as th } from '../../locales/th/messages.po';

i18n.load({ th, en });
i18n.activate(DEFAULT_LOCALE);

/** Switches every translated text; the document language follows for screen readers and fonts. */
export function activateLocale(locale: Locale) {
  if (i18n.locale !== locale) i18n.activate(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

export const currentLocale = () => i18n.locale as Locale;
export { i18n };
