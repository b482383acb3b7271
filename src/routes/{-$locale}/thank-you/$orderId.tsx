import { OrderId } from '@contract/order';
import { msg } from '@lingui/core/macro';
import { createFileRoute, notFound } from '@tanstack/react-router';
import * as v from 'valibot';
import { ThankYouPage } from '@/features/checkout/components/ThankYouPage';
import { pageTitle, routeHead } from '@/features/navigation/page-head';
import { i18n } from '@/lib/i18n';
import { localeOf } from '@/lib/locale';

/** The order placed in this browser (its order-session cookie) or a logged-in customer's; anyone else reads "not found". */
export const Route = createFileRoute('/{-$locale}/thank-you/$orderId')({
  staticData: { keepAlive: false },
  loader: ({ params }) => {
    if (!v.is(OrderId, params.orderId)) throw notFound();
  },
  head: () => routeHead({ title: pageTitle(i18n._(msg`Thank you for your order`)) }),
  component: function ThankYouRoute() {
    const { locale, orderId } = Route.useParams();
    return <ThankYouPage key={orderId} locale={localeOf(locale)} orderId={orderId} />;
  },
});
