import type { PolicySlug } from '@contract/policies';
import { notFound } from '@tanstack/react-router';
import { policyQuery } from '@/features/policies/api/policy-query';
import { ApiError } from '@/lib/http';
import type { RouterContext } from './-router-context';
import { localeOf } from '@/lib/locale';

/**
 * The loader of the policy pages: a policy the CMS does not have is the not-found page; its title and summary are
 * the head (`loadedHead`), word for word what the server writes (server/http/seo.ts). Each route file names it as
 * its `loader` and `PolicyRoutePage` (./-policy-page) as its `component` itself, so that both go into its chunk.
 */
export const policyLoader =
  (slug: PolicySlug) =>
  async ({ context, params }: { context: RouterContext; params: { locale?: string } }) => {
    try {
      return await context.queryClient.ensureQueryData(policyQuery(context.http, localeOf(params.locale), slug));
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) throw notFound();
      throw error;
    }
  };
