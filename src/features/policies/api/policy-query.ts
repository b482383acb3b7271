import type { Locale } from '@contract/constants';
import { MarketingPageResponse } from '@contract/content';
import { marketingPagePath } from '@contract/first-view';
import type { PolicySlug } from '@contract/policies';
import { queryOptions } from '@tanstack/react-query';
import type { Http } from '@/lib/http';

/** A policy page from the CMS; its blocks' HTML comes sanitised by the server (decision 016). */
export const policyQuery = (http: Http, locale: Locale, slug: PolicySlug) =>
  queryOptions({
    queryKey: ['content', 'marketing-page', slug, locale],
    queryFn: async () => (await http.get(marketingPagePath(slug), MarketingPageResponse)).data,
    staleTime: 60_000,
  });
