import { createFileRoute, Outlet } from '@tanstack/react-router';
import { rememberOrder } from '@/features/checkout/api/order-cookies';
import { PreorderProvider } from '@/features/preorder/hooks/preorder-actor';
import { localeOf } from '@/lib/locale';

/**
 * The pre-order shop (its own layout, contract/layouts.ts): one pre-order actor for the visit of its pages; a placed
 * pre-order is remembered like a checkout's order, so that the payment page lets this browser pay it.
 */
export const Route = createFileRoute('/{-$locale}/preorder')({
  component: function PreorderLayout() {
    return (
      <PreorderProvider locale={localeOf(Route.useParams().locale)} onPlaced={rememberOrder}>
        <Outlet />
      </PreorderProvider>
    );
  },
});
