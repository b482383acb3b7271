import { createFileRoute } from '@tanstack/react-router';
import { CartPage } from '@/features/cart/components/CartPage';

export const Route = createFileRoute('/{-$locale}/cart')({
  component: CartRoute,
});

function CartRoute() {
  return <CartPage locale={Route.useParams().locale === 'en' ? 'en' : undefined} />;
}
