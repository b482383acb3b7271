import type { Locale } from '@contract/constants';
import { type Banner, BannersResponse, type ProductHighlight, ProductHighlightResponse } from '@contract/content';
import { queryOptions } from '@tanstack/react-query';
import type { Http } from '@/lib/http';

export type EducationBannerKey = 'education-highlight-banners' | 'education-content-banners-top' | 'education-content-banners-bottom';

/** Banners of the education pages; a failed call shows the page without them. */
export const educationBannersQuery = (http: Http, locale: Locale, key: EducationBannerKey) =>
  queryOptions({
    queryKey: ['content', key, locale],
    queryFn: async (): Promise<Banner[]> => {
      try {
        return (await http.get(`/pagerender/content/${key}`, BannersResponse)).data;
      } catch (error) {
        console.error(`${key} not loaded:`, error);
        return [];
      }
    },
    staleTime: 60_000,
  });

/** The products the education pages put forward, with a line on who each suits. */
export const educationHighlightQuery = (http: Http, locale: Locale) =>
  queryOptions({
    queryKey: ['content', 'education-product-highlight', locale],
    queryFn: async (): Promise<ProductHighlight[]> => {
      try {
        return (await http.get('/pagerender/content/education-product-highlight', ProductHighlightResponse)).data;
      } catch (error) {
        console.error('education-product-highlight not loaded:', error);
        return [];
      }
    },
    staleTime: 60_000,
  });
