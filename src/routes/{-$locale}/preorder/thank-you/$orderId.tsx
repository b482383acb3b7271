import { OrderId } from '@contract/ids';
import { msg } from '@lingui/core/macro';
import { createFileRoute, notFound } from '@tanstack/react-router';
import * as v from 'valibot';
import { ThankYouPage } from '@/features/checkout/components/ThankYouPage';
import { loadedHead } from '@/features/navigation/page-head';
import { PreorderThankYou } from '@/features/preorder/components/PreorderThankYou';
import { i18n } from '@/lib/i18n';
import { localeOf } from '@/lib/locale';

/** A paid (or awaiting) pre-order: the order as the shop's thank-you page shows it, under what the pre-order promises. */
export const Route = createFileRoute('/{-$locale}/preorder/thank-you/$orderId')({
  staticData: { keepAlive: false },
  loader: ({ params }) => {
    if (!v.is(OrderId, params.orderId)) throw notFound();
    return { title: i18n._(msg`Thank you for your pre-order`) };
  },
  head: loadedHead,
  component: function PreorderThankYouRoute() {
    const { locale, orderId } = Route.useParams();
    return (
      <ThankYouPage key={orderId} locale={localeOf(locale)} orderId={orderId} preorder>
        <PreorderThankYou locale={localeOf(locale)} />
      </ThankYouPage>
    );
  },
});
