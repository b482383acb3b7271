import { createFileRoute, redirect } from '@tanstack/react-router';

/**
 * /thank-you without an order (spec section 2: the order id is optional): a thank-you needs its order, so the shopper
 * is sent to order tracking, where an order number finds it.
 */
export const Route = createFileRoute('/{-$locale}/thank-you/')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/{-$locale}/order-tracking/{-$orderId}', params: { locale: params.locale }, replace: true });
  },
});
