import type { MarketingPage } from '@contract/content';
import type { PolicySlug } from '@contract/policies';
import { notFound } from '@tanstack/react-router';
import { pageTitle, routeHead } from '@/features/navigation/page-head';
import { policyQuery } from '@/features/policies/api/policy-query';
import { ApiError } from '@/lib/http';
import type { RouterContext } from './-router-context';
import { localeOf } from '@/lib/locale';

/**
 * Route options shared by the policy pages: the loader (a policy the CMS does not have is the not-found page) and
 * the head, word for word what the server writes (server/http/seo.ts). Each route file names its page as
 * `component` itself (`PolicyRoutePage` from ./-policy-page), so that it is split into the route's own chunk.
 */
export const policyRoute = (slug: PolicySlug) => ({
  loader: async ({ context, params }: { context: RouterContext; params: { locale?: string } }) => {
    try {
      return await context.queryClient.ensureQueryData(policyQuery(context.http, localeOf(params.locale), slug));
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) throw notFound();
      throw error;
    }
  },
  head: ({ loaderData }: { loaderData?: MarketingPage }) =>
    loaderData ? routeHead({ title: pageTitle(loaderData.title), description: loaderData.description }) : {},
});
