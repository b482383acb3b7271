import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { CartPage } from '@/features/cart/components/CartPage';
import { localeOf, localeParam } from '@/lib/locale';
import { pageTitle, routeHead } from '@/features/navigation/page-head';
import { i18n } from '@/lib/i18n';

export const Route = createFileRoute('/{-$locale}/cart')({
  staticData: { keepAlive: false },
  head: () => routeHead({ title: pageTitle(i18n._(msg`Your bag`)) }),
  component: CartRoute,
});

function CartRoute() {
  return <CartPage locale={localeParam(localeOf(Route.useParams().locale))} />;
}
