import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { guard } from '@/features/guards/guard';
import { loadedHead } from '@/features/navigation/page-head';
import { PreorderCheckoutPage } from '@/features/preorder/components/PreorderCheckoutPage';
import { i18n } from '@/lib/i18n';
import { localeOf } from '@/lib/locale';

/** The pre-order checkout: a pre-order session (or a customer, else login) with items in its bag (else the products). */
export const Route = createFileRoute('/{-$locale}/preorder/checkout')({
  staticData: { keepAlive: false },
  beforeLoad: guard('authPreorder', 'hasCartPreorder'),
  loader: () => ({ title: i18n._(msg`Pre-order checkout`) }),
  head: loadedHead,
  component: function PreorderCheckoutRoute() {
    return <PreorderCheckoutPage locale={localeOf(Route.useParams().locale)} />;
  },
});
