import type { Locale } from '@contract/constants';
import {
  BlogListResponse,
  BlogPostResponse,
  CompareTableResponse,
  CreditCardBannersResponse,
  LandingPagesResponse,
  MarketingPageResponse,
  PromotionBannersResponse,
} from '@contract/content';
import { marketingPagePath } from '@contract/first-view';
import { queryOptions } from '@tanstack/react-query';
import type { Http } from '@/lib/http';
import type { CompareFamily } from '../compare-search';

/** Content answers are cached for a minute on the server too. */
const STALE = 60_000;

/** Promotions running now that the promotions page shows. */
export const promotionBannersQuery = (http: Http, locale: Locale) =>
  queryOptions({
    queryKey: ['content', 'promotion-banners', 'promotion', locale],
    queryFn: async () => (await http.get('/pagerender/content/promotion-banners?position=promotion&limit=20', PromotionBannersResponse)).data,
    staleTime: STALE,
  });

export const creditCardBannersQuery = (http: Http, locale: Locale) =>
  queryOptions({
    queryKey: ['content', 'credit-card-banners', locale],
    queryFn: async () => (await http.get('/pagerender/content/credit-card-banners?limit=20', CreditCardBannersResponse)).data,
    staleTime: STALE,
  });

export const landingByTagQuery = (http: Http, locale: Locale, tag: string) =>
  queryOptions({
    queryKey: ['content', 'landing', tag, locale],
    queryFn: async () => (await http.get(`/pagerender/landing/page/list-by-tag?${new URLSearchParams({ tag })}`, LandingPagesResponse)).data,
    staleTime: STALE,
  });

/** The same key as the policies' query: one cache entry per marketing page. */
export const marketingPageQuery = (http: Http, locale: Locale, slug: string) =>
  queryOptions({
    queryKey: ['content', 'marketing-page', slug, locale],
    queryFn: async () => (await http.get(marketingPagePath(slug), MarketingPageResponse)).data,
    staleTime: STALE,
  });

export const compareQuery = (http: Http, locale: Locale, family: CompareFamily) =>
  queryOptions({
    queryKey: ['content', 'compare-product', family, locale],
    queryFn: async () => (await http.get(`/pagerender/compare-product/${family}`, CompareTableResponse)).data,
    staleTime: STALE,
  });

/** Posts per page of /blog. */
export const BLOG_PAGE_SIZE = 3;

export const blogListQuery = (http: Http, locale: Locale, page: number) =>
  queryOptions({
    queryKey: ['content', 'blog', page, locale],
    queryFn: async () =>
      (
        await http.get(
          `/pagerender/blog?${new URLSearchParams({ offset: String((page - 1) * BLOG_PAGE_SIZE), limit: String(BLOG_PAGE_SIZE) })}`,
          BlogListResponse,
        )
      ).data,
    staleTime: STALE,
  });

export const blogPostQuery = (http: Http, locale: Locale, slug: string) =>
  queryOptions({
    queryKey: ['content', 'blog-post', slug, locale],
    queryFn: async () => (await http.get(`/pagerender/blog/${encodeURIComponent(slug)}`, BlogPostResponse)).data,
    staleTime: STALE,
  });
