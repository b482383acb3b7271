import { type CategorySlug, ProductDetailResponse, ProductListResponse, type ProductSort } from '@contract/catalogue';
import type { Locale } from '@contract/constants';
import { queryOptions } from '@tanstack/react-query';
import type { Http } from '@/lib/http';

export interface ListParams {
  category?: CategorySlug;
  sort?: ProductSort;
}

export const productListQuery = (http: Http, locale: Locale, params: ListParams) =>
  queryOptions({
    queryKey: ['products', locale, params],
    queryFn: async () => {
      const searchParams: Record<string, string> = { limit: '100' };
      if (params.category) searchParams.category = params.category;
      if (params.sort) searchParams.sort = params.sort;
      return (await http.get('/pim/api/products', ProductListResponse, { searchParams })).data;
    },
    staleTime: 30_000,
  });

export const productDetailQuery = (http: Http, locale: Locale, productId: number) =>
  queryOptions({
    queryKey: ['product', locale, productId],
    queryFn: async () => (await http.get(`/pim/api/products/${productId}`, ProductDetailResponse)).data,
    staleTime: 30_000,
  });
