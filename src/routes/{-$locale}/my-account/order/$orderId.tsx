import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { OrderDetailPage } from '@/features/orders/components/OrderDetailPage';
import { loadedHead } from '@/features/navigation/page-head';
import { i18n } from '@/lib/i18n';
import { localeOf } from '@/lib/locale';

export const Route = createFileRoute('/{-$locale}/my-account/order/$orderId')({
  loader: ({ params: { orderId } }) => ({ title: i18n._(msg`Order ${orderId}`) }),
  head: loadedHead,
  component: function OrderRoute() {
    const { locale, orderId } = Route.useParams();
    return <OrderDetailPage key={orderId} locale={localeOf(locale)} orderId={orderId} />;
  },
});
