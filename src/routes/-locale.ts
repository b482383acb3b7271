import { DEFAULT_LOCALE, type Locale } from '@contract/constants';

/** The `{-$locale}` param as a locale: absent is Thai. The layout route has already rejected anything else. */
export const localeOf = (param: string | undefined): Locale => (param === 'en' ? 'en' : DEFAULT_LOCALE);
