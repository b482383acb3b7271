import { DEFAULT_LOCALE, LANGUAGE_STORAGE_KEY, LOCALE_COOKIE_DAYS, type Locale, LOCALES } from '@contract/constants';
import Cookies from 'js-cookie';

export const isLocale = (value: unknown): value is Locale => (LOCALES as readonly unknown[]).includes(value);

/** The `{-$locale}` param as a locale: absent is Thai. The layout route has already rejected anything else. */
export const localeOf = (param: string | undefined): Locale => (param === 'en' ? 'en' : DEFAULT_LOCALE);

/** The `{-$locale}` path param: undefined for Thai (unprefixed), 'en' for English. */
export const localeParam = (locale: Locale): 'en' | undefined => (locale === DEFAULT_LOCALE ? undefined : 'en');

/** Keeps the shopper's choice: a cookie for a year and the storage key the spec names. */
export function rememberLocale(locale: Locale) {
  Cookies.set('locale', locale, { expires: LOCALE_COOKIE_DAYS, path: '/', sameSite: 'lax' });
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
  } catch {
    // storage may be unavailable (private mode); the cookie still holds the choice
  }
}

const ENGLISH_PREFIX = /^\/en(?=\/|$)/;

/** The one way to write an address in a language: localePath('en', '/cart') is '/en/cart', localePath('th', '/') is '/'. */
export function localePath(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === '/' ? '/en' : `/en${path}`;
}

/** The language an address is in: '/en' and '/en/…' are English, anything else Thai. */
export const localeOfPath = (pathname: string): Locale => (ENGLISH_PREFIX.test(pathname) ? 'en' : DEFAULT_LOCALE);

/** The same page in the other language: '/cart' <-> '/en/cart'. */
export function switchLocalePath(pathname: string, to: Locale): string {
  return localePath(to, pathname.replace(ENGLISH_PREFIX, '') || '/');
}

/** A page's query in the other language: a `redirect` back to a page of this site points at that page in it too. */
export function switchLocaleSearch(searchStr: string, to: Locale): string {
  const params = new URLSearchParams(searchStr);
  const redirect = params.get('redirect');
  if (!redirect?.startsWith('/') || redirect.startsWith('//')) return searchStr;
  const url = new URL(redirect, 'https://shop.invalid');
  params.set('redirect', switchLocalePath(url.pathname, to) + url.search + url.hash);
  return `?${params}`;
}
