import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { TrackingPage } from '@/features/orders/components/TrackingPage';
import { loadedHead } from '@/features/navigation/page-head';
import { i18n } from '@/lib/i18n';
import { localeOf } from '@/lib/locale';

/** /order-tracking and /order-tracking/{orderId} (spec section 2): the number in the address fills the form. */
export const Route = createFileRoute('/{-$locale}/order-tracking/{-$orderId}')({
  loader: () => ({
    title: i18n._(msg`Track your order`),
    description: i18n._(msg`Enter your order number and the email or phone number you ordered with to see where your order is.`),
  }),
  head: loadedHead,
  component: function TrackingRoute() {
    const { locale, orderId } = Route.useParams();
    return <TrackingPage locale={localeOf(locale)} orderId={orderId} />;
  },
});
