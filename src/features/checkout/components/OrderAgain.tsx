import type { Locale } from '@contract/constants';
import type { OrderData } from '@contract/order';
import { Trans } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useAppActors } from '@/lib/app-actors';
import { localeParam } from '@/lib/locale';
import { Button } from '@/ui/Button';

/**
 * Puts the order's products in a fresh bag again (prices and stock as they are now), wrapped as they were, with
 * their messages, and opens the bag. The bag takes the requests in turn, so each line is there before its wrapping.
 */
export function OrderAgain({ order, locale }: { order: OrderData; locale: Locale }) {
  const { cart } = useAppActors();
  const navigate = useNavigate();
  return (
    <Button
      data-testid="order-again"
      onClick={() => {
        for (const item of order.items) {
          if (item.bundleParentId !== null) continue;
          cart.send({ type: 'cart.item.add', productId: item.productId, quantity: item.quantity });
          if (item.giftWrappingPrice > 0 || item.giftWrappingMessage !== null)
            cart.send({ type: 'cart.giftWrapping.add', productId: item.productId, message: item.giftWrappingMessage });
        }
        void navigate({ to: '/{-$locale}/cart', params: { locale: localeParam(locale) } });
      }}
    >
      <Trans>Order again</Trans>
    </Button>
  );
}
