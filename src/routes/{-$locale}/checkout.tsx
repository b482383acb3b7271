import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/{-$locale}/checkout')({
  staticData: { keepAlive: false },
  component: () => <h1>Checkout</h1>,
});
