import { ProductDetailResponse, ProductListResponse } from '@contract/catalogue';
import type { Locale } from '@contract/constants';
import { productDetailPath, type ProductListParams, productListPath } from '@contract/first-view';
import { queryOptions } from '@tanstack/react-query';
import type { Http } from '@/lib/http';

export const productListQuery = (http: Http, locale: Locale, params: ProductListParams) =>
  queryOptions({
    queryKey: ['products', locale, params],
    queryFn: async () => (await http.get(productListPath(params), ProductListResponse)).data,
    staleTime: 30_000,
  });

export const productDetailQuery = (http: Http, locale: Locale, productId: number) =>
  queryOptions({
    queryKey: ['product', locale, productId],
    queryFn: async () => (await http.get(productDetailPath(productId), ProductDetailResponse)).data,
    staleTime: 30_000,
  });
