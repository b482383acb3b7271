import type { MarketingPage } from '@contract/content';
import type { WorkshopKind } from '@contract/workshops';
import { pageTitle, routeHead } from '@/features/navigation/page-head';
import { workshopIntroQuery, workshopSessionsQuery } from '@/features/workshops/api/workshops-api';
import { localeOf } from '@/lib/locale';
import type { RouterContext } from './-router-context';

/**
 * Route options shared by the workshop pages: the loader fetches the CMS introduction and the sessions together;
 * the head is the introduction's title and summary, as the server writes them (server/http/seo.ts). Each route
 * file names `WorkshopRoutePage` (./-workshop-page) as its component itself, so that it is split into its chunk.
 */
export const workshopRoute = (kind: WorkshopKind) => ({
  loader: async ({ context, params }: { context: RouterContext; params: { locale?: string } }) => {
    const locale = localeOf(params.locale);
    const [intro] = await Promise.all([
      context.queryClient.ensureQueryData(workshopIntroQuery(context.http, locale, kind)),
      context.queryClient.ensureQueryData(workshopSessionsQuery(context.http, locale, kind)),
    ]);
    return intro;
  },
  head: ({ loaderData }: { loaderData?: MarketingPage }) =>
    loaderData ? routeHead({ title: pageTitle(loaderData.title), description: loaderData.description }) : {},
});
