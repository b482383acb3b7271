import type { MenuEntry } from '@contract/content';
import type { Locale } from '@contract/constants';
import { switchLocalePath } from '@/lib/locale';

/**
 * Where a menu entry leads: a page of this shop (through the router), another site (new tab), or a link followed as
 * it is (tel:, mailto:, and the main shop's pages from the pre-order shop's footer, in the same tab).
 */
export type MenuTarget = { kind: 'internal'; href: string } | { kind: 'external'; href: string } | { kind: 'other'; href: string };

/**
 * The link rules of spec section 3: a link without a scheme that does not start with `/` gets `https://`;
 * links starting with http or www are external. Internal paths get the language prefix. A link on `mainShop`
 * (the pre-order shop's footer, made absolute by onMainShop) is the shop's own and keeps the tab.
 */
export function menuTarget(link: string, locale: Locale, mainShop?: string): MenuTarget {
  const raw = link.trim();
  if (raw.startsWith('#')) return { kind: 'other', href: raw };
  if (mainShop && raw.startsWith(`${mainShop.replace(/\/+$/, '')}/`)) return { kind: 'other', href: raw };
  if (raw.startsWith('/') && !raw.startsWith('//')) return { kind: 'internal', href: switchLocalePath(raw, locale) };
  if (/^https?:\/\//i.test(raw)) return { kind: 'external', href: raw };
  if (/^www\./i.test(raw) || !/^[a-z][a-z0-9+.-]*:/i.test(raw)) return { kind: 'external', href: `https://${raw.replace(/^\/+/, '')}` };
  return { kind: 'other', href: raw };
}

/**
 * CMS HTML whose links to the shop's pages carry the page's language (`/iphone` is `/en/iphone` on an English
 * page), so that opening one in a new tab, copying it or reading it in the status bar gives the same page.
 */
export function localizeHtmlLinks(html: string, locale: Locale): string {
  return html.replace(/(<a\b[^>]*?\shref=)(["'])(\/(?!\/)[^"']*)\2/gi, (_all, start: string, quote: string, path: string) => {
    return `${start}${quote}${switchLocalePath(path, locale)}${quote}`;
  });
}

/** Paths where the header keeps its /home entries: their logos lead elsewhere (spec section 2). */
const KEEPS_HOME = ['/education-for-university', '/k-12'];

/** The header's menu without entries that link to /home, except on /education-for-university and /k-12. */
export function headerEntries(entries: MenuEntry[], pathname: string): MenuEntry[] {
  const path = pathname.replace(/^\/en(?=\/|$)/, '').replace(/\/+$/, '') || '/';
  if (KEEPS_HOME.includes(path)) return entries;
  return entries.filter((e) => e.link?.replace(/\/+$/, '') !== '/home').map((e) => ({ ...e, subMenu: headerEntries(e.subMenu, pathname) }));
}

/**
 * The pre-order shop's footer: its links lead to the main shop, so paths become absolute URLs on its host, in the
 * page's language.
 */
export function onMainShop(entries: MenuEntry[], mainShop: string, locale: Locale): MenuEntry[] {
  return entries.map((e) => ({
    ...e,
    link: e.link === null ? null : linkOnMainShop(e.link, mainShop, locale),
    subMenu: onMainShop(e.subMenu, mainShop, locale),
  }));
}

/** One link of the pre-order shop's footer (see onMainShop). */
export function linkOnMainShop(link: string, mainShop: string, locale: Locale): string {
  const origin = mainShop.replace(/\/+$/, '');
  return link.startsWith('/') && !link.startsWith('//') ? `${origin}${switchLocalePath(link, locale)}` : link;
}
