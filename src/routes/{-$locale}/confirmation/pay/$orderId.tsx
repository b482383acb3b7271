import { OrderId } from '@contract/ids';
import { PaymentMethod } from '@contract/payment-method';
import { msg } from '@lingui/core/macro';
import { createFileRoute, notFound } from '@tanstack/react-router';
import * as v from 'valibot';
import { PaymentPage } from '@/features/checkout/components/PaymentPage';
import { guard } from '@/features/guards/guard';
import { loadedHead } from '@/features/navigation/page-head';
import { i18n } from '@/lib/i18n';
import { localeOf } from '@/lib/locale';

/** `?method=` the method chosen at checkout (ticked first); anything else is ignored. */
const PaymentSearch = v.object({ method: v.fallback(v.optional(PaymentMethod), undefined) });

/** Paying an order: the one placed in this browser, or a logged-in customer's (the server checks whose it is). */
export const Route = createFileRoute('/{-$locale}/confirmation/pay/$orderId')({
  staticData: { keepAlive: false },
  validateSearch: PaymentSearch,
  // wrapped: passed bare, the guard's argument type would narrow the route's params to the locale alone
  beforeLoad: (args) => guard('checkoutPayment')(args),
  loader: ({ params }) => {
    // spec section 2: an unknown validation result is the 404 page
    if (!v.is(OrderId, params.orderId)) throw notFound();
    return { title: i18n._(msg`Payment`) };
  },
  head: loadedHead,
  component: function PaymentRoute() {
    const { locale, orderId } = Route.useParams();
    return <PaymentPage key={orderId} locale={localeOf(locale)} orderId={orderId} method={Route.useSearch().method} />;
  },
});
