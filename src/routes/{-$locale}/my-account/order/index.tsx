import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { OrderListPage } from '@/features/orders/components/OrderListPage';
import { OrderListSearch } from '@/features/orders/order-pages';
import { loadedHead } from '@/features/navigation/page-head';
import { i18n } from '@/lib/i18n';
import { localeOf } from '@/lib/locale';

export const Route = createFileRoute('/{-$locale}/my-account/order/')({
  validateSearch: OrderListSearch,
  loader: () => ({ title: i18n._(msg`My orders`) }),
  head: loadedHead,
  component: function OrderListRoute() {
    return <OrderListPage locale={localeOf(Route.useParams().locale)} page={Route.useSearch().page ?? 1} />;
  },
});
