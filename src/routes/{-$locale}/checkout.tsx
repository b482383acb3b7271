import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { CheckoutPage } from '@/features/checkout/components/CheckoutPage';
import { guard } from '@/features/guards/guard';
import { loadedHead } from '@/features/navigation/page-head';
import { i18n } from '@/lib/i18n';
import { localeOf } from '@/lib/locale';

/** Checkout: logged-in customers with items in the bag; a bag already ordered goes to its thank-you page. */
export const Route = createFileRoute('/{-$locale}/checkout')({
  staticData: { keepAlive: false },
  beforeLoad: guard('authenticate', 'cart', 'redirectToTy'),
  loader: () => ({ title: i18n._(msg`Checkout`) }),
  head: loadedHead,
  component: function CheckoutRoute() {
    return <CheckoutPage locale={localeOf(Route.useParams().locale)} />;
  },
});
