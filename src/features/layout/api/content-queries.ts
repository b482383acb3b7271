import type { Locale } from '@contract/constants';
import { type HeaderLogos, HeaderLogosResponse, type MenuEntry, MenuResponse, type PageBlock, PageBlocksResponse } from '@contract/content';
import { queryOptions } from '@tanstack/react-query';
import type { Http } from '@/lib/http';
import { logosPath, type MenuKind, menuPath, pageBlocksPath } from '@contract/first-view';
import type { ContentVariant, PageKey } from '@contract/layouts';

/** A header or footer menu; a failed call is an empty menu (spec section 7), never a broken page. */
export const menuQuery = (http: Http, locale: Locale, kind: MenuKind, variant: ContentVariant) =>
  queryOptions({
    queryKey: ['content', kind, variant, locale],
    queryFn: async (): Promise<MenuEntry[]> => {
      try {
        return (await http.get(menuPath(kind, variant), MenuResponse)).data;
      } catch (error) {
        console.error(`menu ${kind}/${variant} left empty:`, error);
        return [];
      }
    },
  });

/** The logos of the three shops; null when they cannot be loaded (the header then shows the built-in mark). */
export const logosQuery = (http: Http, locale: Locale, variant: ContentVariant) =>
  queryOptions({
    queryKey: ['content', 'header-logo', variant, locale],
    queryFn: async (): Promise<HeaderLogos | null> => {
      try {
        return (await http.get(logosPath(variant), HeaderLogosResponse)).data;
      } catch (error) {
        console.error(`header logos of ${variant} not loaded:`, error);
        return null;
      }
    },
  });

/**
 * The blocks of a page (home, education, university store), checked with the contract's schema. Their HTML
 * comes sanitised by the server (decision 016). A failure is logged and thrown, so the query keeps the blocks
 * (and the top banner) it had.
 */
export const pageBlocksQuery = (http: Http, locale: Locale, page: PageKey) =>
  queryOptions({
    queryKey: ['content', 'page', page, locale],
    queryFn: async (): Promise<PageBlock[]> => {
      try {
        return (await http.get(pageBlocksPath(page), PageBlocksResponse)).data;
      } catch (error) {
        console.error(`blocks of page ${page} refused:`, error);
        throw error;
      }
    },
  });
