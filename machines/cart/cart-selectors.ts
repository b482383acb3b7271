import type { CartData, CartItem } from '../../contract/cart.ts';
import { MIN_CART_QUANTITY } from '../../contract/constants.ts';
import { type LineKey, sameLine } from './cart-queue.ts';
import type { CartContext } from './cart.machine.ts';

/** What the stepper shows: the quantity the shopper last picked, before the server has it. */
export function displayedQuantity(context: CartContext, item: CartItem): number {
  const line: LineKey = { productId: item.productId, bundleParentId: item.bundleParentId };
  const pending = context.pendingQuantities.find((p) => sameLine(p, line));
  if (pending) return pending.quantity;
  const queued = [...context.queue].reverse().find((q) => q.kind === 'update' && sameLine(q, line));
  return queued?.kind === 'update' ? queued.quantity : item.quantity;
}

/** Spec section 5: 1 for education or bundle-child items, else the smaller of stock and limitQty (at least 1). */
export function quantityLimit(item: Pick<CartItem, 'educationFlag' | 'bundleParentId' | 'stock' | 'limitQty'>): number {
  if (item.educationFlag || item.bundleParentId !== null) return 1;
  return Math.max(MIN_CART_QUANTITY, Math.min(item.stock, item.limitQty));
}

/** Whether the line is held at the shop's per-item limit (not by stock, an education price or a bundle): the stepper's end needs saying why. */
export const atItemLimit = (item: Parameters<typeof quantityLimit>[0], quantity: number) =>
  !item.educationFlag && item.bundleParentId === null && item.limitQty <= item.stock && quantity >= item.limitQty;

/** A quantity the stepper may ask for: between 1 and the line's limit. */
export const clampQuantity = (quantity: number, item: Parameters<typeof quantityLimit>[0]) =>
  Math.min(quantityLimit(item), Math.max(MIN_CART_QUANTITY, quantity));

/** A line the shop has fewer of than the bag holds (sold meanwhile): the order would be refused until it changes. */
export const isShortLine = (item: Pick<CartItem, 'stock' | 'quantity'>) => item.stock < item.quantity;

/** Sum of quantities, as on the cart badge. */
export const cartCount = (context: CartContext) => context.cart?.items.reduce((n, i) => n + i.quantity, 0) ?? 0;

/**
 * A bag is stored but could not be loaded (no connection, a server failure): it is not empty, only unknown, until
 * `cart.reload` or the next write brings it.
 */
export const bagUnavailable = (context: CartContext) => context.cartId !== null && context.cart === null;

/** Nothing waiting or in flight: the cart shown is the cart the server holds. */
export const isSettled = (context: CartContext) => context.queue.length === 0 && context.pendingQuantities.length === 0;

/** What the lines shown cost together (the mini cart's subtotal): before delivery, gift wrapping and the coupon. */
export const linesSubtotal = (cart: Pick<CartData, 'items'> | null) => cart?.items.reduce((sum, i) => sum + i.totalPrice, 0) ?? 0;
