/** The layouts of spec section 2 and which path uses which; docs/layouts.md shows the same table. */
export type LayoutName = 'default' | 'education' | 'universityStore' | 'preorder' | 'empty';

/** `{x}` of the content calls (menus, logos) for a layout. */
export type ContentVariant = 'default' | 'education' | 'university-store';
/** `{x}` of /pagerender/page/{x}, whose top-banner block is the banner over the header. */
export type PageKey = 'home' | 'education' | 'university-store';

interface LayoutSpec {
  /** menus and logos; null for the layouts without the shop's header */
  variant: ContentVariant | null;
  page: PageKey | null;
  /** which logo of the header-logo object the header shows */
  logo: 'home' | 'education' | 'ustore';
}

export const LAYOUTS: Record<LayoutName, LayoutSpec> = {
  default: { variant: 'default', page: 'home', logo: 'home' },
  education: { variant: 'education', page: 'education', logo: 'education' },
  universityStore: { variant: 'university-store', page: 'university-store', logo: 'ustore' },
  preorder: { variant: null, page: null, logo: 'home' },
  empty: { variant: null, page: null, logo: 'home' },
};

/**
 * Path (without the /en prefix) -> layout: a path uses the layout of the first row that is the path itself
 * or a folder above it; every other path uses the default layout.
 */
export const LAYOUT_TABLE: readonly (readonly [path: string, layout: LayoutName])[] = [
  ['/k-12', 'education'],
  ['/education-k12', 'education'],
  ['/education-k12-detail', 'education'],
  ['/education-for-university', 'universityStore'],
  ['/ustore', 'universityStore'],
  ['/preorder', 'preorder'],
  ['/confirmation/pay', 'empty'],
];

/** The layout of a pathname as the browser shows it ('/en/k-12' and '/k-12' alike). */
export function layoutOf(pathname: string): LayoutName {
  const path = pathname.replace(/^\/en(?=\/|$)/, '').replace(/\/+$/, '') || '/';
  const row = LAYOUT_TABLE.find(([prefix]) => path === prefix || path.startsWith(`${prefix}/`));
  return row ? row[1] : 'default';
}
