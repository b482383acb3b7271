import type { CartData, CartItem } from '../../contract/cart.ts';
import type { CartOp } from './cart-queue.ts';

/** A minimal cart line for machine tests. */
export const item = (productId: number, quantity: number): CartItem => ({
  productId,
  parentId: 1,
  productName: `P${productId}`,
  name: `P${productId}`,
  description: '',
  slug: 'p',
  url: '/product/p_1',
  image: { slug: 'p', colour: 'c', alt: '' },
  itemType: 'ITEM',
  quantity,
  stock: 10,
  limitQty: 5,
  price: 100,
  standardPrice: 100,
  specialPrice: null,
  educationPrice: null,
  totalPrice: 100 * quantity,
  totalStandardPrice: 100 * quantity,
  totalSpecialPrice: 0,
  totalGiftWrappingPrice: 0,
  giftWrappingFlag: false,
  giftWrappingMessage: null,
  educationFlag: false,
  educationFamily: null,
  bundleParentId: null,
  optionProducts: [],
  attributes: [],
  brand: { label: 'Apple' },
  categoryName: 'c',
  skuName: 's',
  discount: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
});

export const cartOf = (cartId: string, version: number, lines: [productId: number, quantity: number][]): CartData => ({
  cartId,
  items: lines.map(([id, q]) => item(id, q)),
  eligibilityCode: null,
  couponCode: null,
  couponErrorMessage: null,
  orderId: null,
  applyRules: [],
  educationFlag: false,
  totalQuantity: lines.reduce((n, [, q]) => n + q, 0),
  totalBeforeEdu: 0,
  totalEduDiscount: 0,
  totalDiscount: 0,
  totalDeliveryFee: 0,
  totalVat: 0,
  totalPayable: 0,
  version,
});

/**
 * An in-memory cart server for machine tests: applies ops in the order they arrive and records them.
 * `hold()` keeps the next answers back until `release()`, to stand for a slow network.
 */
export function fakeCartServer(initial: [number, number][] = []) {
  const lines = new Map<number, number>(initial);
  let version = 0;
  const sent: CartOp[] = [];
  let held: (() => void)[] | null = null;
  const snapshot = () => cartOf('cart-1', version, [...lines]);
  const later = <T>(value: () => T) => new Promise<T>((resolve) => (held ? held.push(() => resolve(value())) : resolve(value())));

  return {
    sent,
    lines,
    hold: () => void (held = []),
    release: () => {
      const queue = held ?? [];
      held = null;
      queue.forEach((go) => go());
    },
    snapshot,
    apply(op: CartOp): Promise<CartData> {
      sent.push(op);
      if (op.kind === 'add') lines.set(op.productId, (lines.get(op.productId) ?? 0) + op.quantity);
      if (op.kind === 'update') lines.set(op.productId, op.quantity);
      if (op.kind === 'remove') lines.delete(op.productId);
      version += 1;
      const answer = snapshot();
      return later(() => answer);
    },
  };
}
