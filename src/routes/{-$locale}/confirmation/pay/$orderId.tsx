import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/{-$locale}/confirmation/pay/$orderId')({
  component: () => <h1>Payment</h1>,
});
