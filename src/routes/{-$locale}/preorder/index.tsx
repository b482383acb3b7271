import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { guard } from '@/features/guards/guard';
import { loadedHead } from '@/features/navigation/page-head';
import { runningCampaignQuery } from '@/features/preorder/api/preorder-api';
import { PreorderStartPage } from '@/features/preorder/components/PreorderStartPage';
import { i18n } from '@/lib/i18n';
import { localeOf } from '@/lib/locale';

/** The pre-order campaign page, where a session starts with an email; with a session already, the products. */
export const Route = createFileRoute('/{-$locale}/preorder/')({
  beforeLoad: guard('notHaveSessionPreorder'),
  // the page says itself when no campaign is running: a 404 of the campaign is not an error of the page; the head is
  // named after the campaign running now, as the server's head of this page is
  loader: async ({ context, params }) => {
    const running = await context.queryClient.ensureQueryData(runningCampaignQuery(context.http, localeOf(params.locale))).catch(() => null);
    const name = running?.campaign.name ?? i18n._(msg`Pre-order`);
    return { title: name, description: i18n._(msg`${name} from an authorised Apple reseller in Thailand: free delivery nationwide and 14-day returns.`) };
  },
  head: loadedHead,
  component: function PreorderStartRoute() {
    return <PreorderStartPage locale={localeOf(Route.useParams().locale)} />;
  },
});
