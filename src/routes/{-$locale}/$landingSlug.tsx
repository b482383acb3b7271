import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { marketingPageQuery } from '@/features/content/api/content-queries';
import { MarketingArticle } from '@/features/content/components/MarketingArticle';
import { CmsHtml } from '@/features/layout/components/CmsHtml';
import { pageTitle, routeHead } from '@/features/navigation/page-head';
import { useHttp } from '@/lib/http-context';
import { localeOf } from '@/lib/locale';
import { orNotFound } from '../-content-route';
import { MARKETING_PAGE_ADDRESSES } from '@contract/content';

/**
 * /{landingSlug}: a marketing page of the CMS. Any first segment no page of its own claims comes here; one the CMS does
 * not have is the not-found page (the server answers it with 404, server/http/content-heads.ts).
 */
export const Route = createFileRoute('/{-$locale}/$landingSlug')({
  // '/en' is the English home page, not a landing page named 'en': parse answers false and the router passes this route by
  params: { parse: ({ landingSlug }) => (landingSlug === 'en' ? false : { landingSlug }) },
  loader: ({ context: { queryClient, http }, params }) => {
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(params.landingSlug)) throw notFound();
    // a document a page of its own shows (the SMB campaign's words, with its quote form) is read at that page
    if (params.landingSlug in MARKETING_PAGE_ADDRESSES) {
      const address = MARKETING_PAGE_ADDRESSES[params.landingSlug as keyof typeof MARKETING_PAGE_ADDRESSES];
      throw redirect({ to: `/{-$locale}${address}`, params: { locale: params.locale }, replace: true });
    }
    return orNotFound(queryClient.ensureQueryData(marketingPageQuery(http, localeOf(params.locale), params.landingSlug)));
  },
  staticData: { keepAlive: false },
  head: ({ loaderData }) => (loaderData ? routeHead({ title: pageTitle(loaderData.title), description: loaderData.description }) : {}),
  component: function LandingRoute() {
    const { locale, landingSlug } = Route.useParams();
    const http = useHttp();
    const { data } = useSuspenseQuery(marketingPageQuery(http, localeOf(locale), landingSlug));
    return <MarketingArticle page={data} html={(body) => <CmsHtml html={body} locale={localeOf(locale)} />} />;
  },
});
