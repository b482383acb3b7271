import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { CartPage } from '@/features/cart/components/CartPage';
import { useCart } from '@/features/cart/hooks/cart-actor';
import { trackViewCart } from '@/lib/analytics';
import { localeOf, localeParam } from '@/lib/locale';
import { loadedHead } from '@/features/navigation/page-head';
import { i18n } from '@/lib/i18n';
import { useReportOnce } from '@/lib/use-report-once';

export const Route = createFileRoute('/{-$locale}/cart')({
  staticData: { keepAlive: false },
  loader: () => ({
    title: i18n._(msg`Your bag`),
    description: i18n._(msg`The products in your bag with their prices, delivery, coupons and education pricing, before you check out.`),
  }),
  head: loadedHead,
  component: CartRoute,
});

function CartRoute() {
  const cart = useCart((context) => context.cart);
  useReportOnce(cart && cart.items.length > 0 ? cart.cartId : null, () => cart && trackViewCart(cart));
  return <CartPage locale={localeParam(localeOf(Route.useParams().locale))} />;
}
