import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/{-$locale}/thank-you/$orderId')({
  staticData: { keepAlive: false },
  component: () => <h1>Thank you</h1>,
});
