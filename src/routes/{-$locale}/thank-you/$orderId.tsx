import { OrderId } from '@contract/ids';
import { msg } from '@lingui/core/macro';
import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import * as v from 'valibot';
import { ThankYouPage } from '@/features/checkout/components/ThankYouPage';
import { loadedHead } from '@/features/navigation/page-head';
import { i18n } from '@/lib/i18n';
import { localeOf } from '@/lib/locale';
import { isPreorderOrder } from '@/lib/preorder-session';

/** The order placed in this browser (its order-session cookie) or a logged-in customer's; anyone else reads "not found". */
export const Route = createFileRoute('/{-$locale}/thank-you/$orderId')({
  staticData: { keepAlive: false },
  // a pre-order paid here ends on the pre-order's own thank-you page (the payment page leads here for every order)
  beforeLoad: ({ params }) => {
    if (isPreorderOrder(params.orderId)) throw redirect({ to: '/{-$locale}/preorder/thank-you/$orderId', params });
  },
  loader: ({ params }) => {
    if (!v.is(OrderId, params.orderId)) throw notFound();
    return { title: i18n._(msg`Thank you for your order`) };
  },
  head: loadedHead,
  component: function ThankYouRoute() {
    const { locale, orderId } = Route.useParams();
    return <ThankYouPage key={orderId} locale={localeOf(locale)} orderId={orderId} />;
  },
});
