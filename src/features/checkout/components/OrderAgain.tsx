import type { Locale } from '@contract/constants';
import type { OrderData } from '@contract/order';
import { Trans } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useAppActors } from '@/lib/app-actors';
import { localeParam } from '@/lib/locale';
import { Button, buttonClass } from '@/ui/Button';

/**
 * Puts the order's products in a fresh bag again (prices and stock as they are now), wrapped as they were, with
 * their messages, and opens the bag. The bag takes the requests in turn, so each line is there before its wrapping.
 */
export function OrderAgain({ order, locale }: { order: OrderData; locale: Locale }) {
  const { cart } = useAppActors();
  const navigate = useNavigate();
  // a campaign's products are pre-ordered again through the campaign, within its limit per email, not put in the bag
  if (order.preorder)
    return (
      <Link to="/{-$locale}/preorder" params={{ locale: localeParam(locale) }} className={buttonClass()} data-testid="order-again">
        <Trans>Pre-order again</Trans>
      </Link>
    );
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
