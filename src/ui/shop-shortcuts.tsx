import { Trans } from '@lingui/react/macro';

/** Where a shopper most often goes: the families, the stores and an order's tracking (an empty search, the 404 page). */
export const SHOP_SHORTCUTS = [
  { to: '/{-$locale}/iphone', label: 'iPhone' },
  { to: '/{-$locale}/ipad', label: 'iPad' },
  { to: '/{-$locale}/mac', label: 'Mac' },
  { to: '/{-$locale}/watch', label: 'Apple Watch' },
  { to: '/{-$locale}/apple-accessories', label: <Trans>AirPods and accessories</Trans> },
  { to: '/{-$locale}/ourstore', label: <Trans>Find a store</Trans> },
  { to: '/{-$locale}/order-tracking/{-$orderId}', label: <Trans>Track an order</Trans> },
] as const;
