import type { CategorySlug } from '@contract/catalogue';
import type { Locale } from '@contract/constants';
import { PriceListResponse } from '@contract/price-list';
import { queryOptions } from '@tanstack/react-query';
import type { Http } from '@/lib/http';

/** The whole list: the page filters it by family itself, so switching family needs no request. */
export const priceListQuery = (http: Http, locale: Locale) =>
  queryOptions({
    queryKey: ['price-list', locale],
    queryFn: async () => (await http.get('/pim/api/price-list', PriceListResponse)).data,
    staleTime: 30_000,
  });

/** The CSV download: a plain link, so the language goes in the query. */
export function priceListCsvUrl(locale: Locale, family: CategorySlug | undefined): string {
  const query = new URLSearchParams({ ...(family ? { family } : {}), lang: locale });
  return `/pim/api/price-list.csv?${query}`;
}
