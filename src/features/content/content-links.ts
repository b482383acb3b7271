import type { Locale } from '@contract/constants';

/** A shop path in the shopper's language: English pages carry /en. Other addresses stay as they are. */
export const localHref = (path: string, locale: Locale) =>
  locale === 'en' && path.startsWith('/') && !path.startsWith('//') ? `/en${path === '/' ? '' : path}` : path;

/** A day of a period, in the shopper's language and Thai time: '1 ต.ค. 2569', '1 Oct 2026'. */
export function formatDay(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'th' ? 'th-TH' : 'en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Bangkok' }).format(
    new Date(iso),
  );
}

/** The products a text names, each once, the longest name first where names overlap ('iPhone 17 Pro Max' is not also 'iPhone 17'). */
export function productsNamedIn<T extends { productName: string }>(text: string, items: readonly T[]): T[] {
  const haystack = text.toLowerCase();
  const taken: [number, number][] = [];
  const found = new Set<T>();
  for (const item of [...items].sort((a, b) => b.productName.length - a.productName.length)) {
    const name = item.productName.toLowerCase();
    for (let at = haystack.indexOf(name); at !== -1; at = haystack.indexOf(name, at + 1)) {
      const end = at + name.length;
      if (taken.some(([from, to]) => at < to && end > from)) continue;
      taken.push([at, end]);
      found.add(item);
    }
  }
  return items.filter((item) => found.has(item));
}
