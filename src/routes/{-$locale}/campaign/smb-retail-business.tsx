import type { MarketingPage } from '@contract/content';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { sendQuoteRequest, smbPageQuery } from '@/features/business/api/business-api';
import { QuoteForm } from '@/features/business/components/QuoteForm';
import { SmbPage } from '@/features/business/components/SmbPage';
import { CmsHtml } from '@/features/layout/components/CmsHtml';
import { pageTitle, routeHead } from '@/features/navigation/page-head';
import { useHttp } from '@/lib/http-context';
import { localeOf } from '@/lib/locale';

/** The small-business offer (spec section 2) with its quote request, mailed to sales. */
export const Route = createFileRoute('/{-$locale}/campaign/smb-retail-business')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(smbPageQuery(context.http, localeOf(params.locale))),
  head: ({ loaderData }: { loaderData?: MarketingPage }) =>
    loaderData ? routeHead({ title: pageTitle(loaderData.title), description: loaderData.description }) : {},
  component: function SmbRoute() {
    const http = useHttp();
    const locale = localeOf(Route.useParams().locale);
    const { data } = useSuspenseQuery(smbPageQuery(http, locale));
    return <SmbPage page={data} html={(body) => <CmsHtml html={body} locale={locale} />} form={<QuoteForm send={(body) => sendQuoteRequest(http, body)} />} />;
  },
});
