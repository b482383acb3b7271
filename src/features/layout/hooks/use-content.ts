import type { Locale } from '@contract/constants';
import { topBannerOf } from '@contract/content';
import { useQuery } from '@tanstack/react-query';
import { useHttp } from '@/lib/http-context';
import type { MenuKind } from '@contract/first-view';
import { logosQuery, menuQuery, pageBlocksQuery } from '../api/content-queries';
import type { ContentVariant, PageKey } from '@contract/layouts';

/** A menu of the layout's variant: empty while it loads and when it failed. */
export function useMenu(kind: MenuKind, variant: ContentVariant, locale: Locale) {
  return useQuery(menuQuery(useHttp(), locale, kind, variant)).data ?? [];
}

export function useLogos(variant: ContentVariant, locale: Locale) {
  return useQuery(logosQuery(useHttp(), locale, variant)).data ?? null;
}

/** The top banner's sanitised HTML; a page answer that fails its schema leaves the banner it had. */
export function useTopBanner(page: PageKey, locale: Locale): string | undefined {
  const { data } = useQuery(pageBlocksQuery(useHttp(), locale, page));
  return data && topBannerOf(data);
}
