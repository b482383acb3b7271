import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { creditCardBannersQuery, marketingPageQuery } from '@/features/content/api/content-queries';
import { CreditCardPage } from '@/features/content/components/CreditCardPage';
import { CmsHtml } from '@/features/layout/components/CmsHtml';
import { pageTitle, routeHead } from '@/features/navigation/page-head';
import { useHttp } from '@/lib/http-context';
import { localeOf } from '@/lib/locale';
import { orNotFound } from '../-content-route';

const SLUG = 'promotion-credit-card-0';

/** /promotion-credit-card-0: 0% instalments by credit card, the offers running now and the CMS page's sections. */
export const Route = createFileRoute('/{-$locale}/promotion-credit-card-0')({
  loader: async ({ context: { queryClient, http }, params }) => {
    const locale = localeOf(params.locale);
    const [page] = await Promise.all([
      orNotFound(queryClient.ensureQueryData(marketingPageQuery(http, locale, SLUG))),
      queryClient.ensureQueryData(creditCardBannersQuery(http, locale)),
    ]);
    return page;
  },
  head: ({ loaderData }) => (loaderData ? routeHead({ title: pageTitle(loaderData.title), description: loaderData.description }) : {}),
  component: function CreditCardRoute() {
    const locale = localeOf(Route.useParams().locale);
    const http = useHttp();
    const { data: page } = useSuspenseQuery(marketingPageQuery(http, locale, SLUG));
    const { data: banners } = useSuspenseQuery(creditCardBannersQuery(http, locale));
    return <CreditCardPage page={page} banners={banners} locale={locale} html={(body) => <CmsHtml html={body} locale={locale} />} />;
  },
});
