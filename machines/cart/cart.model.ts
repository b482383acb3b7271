import type { CartData } from '../../contract/cart.ts';
import { codeOf } from '../errorModal/failure.ts';
import { defineModel } from '../testing/model.ts';
import { cartOf } from './cart-fixtures.ts';
import { cartMachine } from './cart.machine.ts';

const withLine = cartOf('cart-1', 2, [[1, 1]]);
const ordered = { ...withLine, orderId: 'SO-000123' };
const failure = (status: number, message: string, code?: string) => ({ status, message, code });

export const cartModel = defineModel({
  machine: cartMachine,
  events: [
    { type: 'cart.item.add', productId: 1, quantity: 1 },
    { type: 'cart.quantity.change', productId: 1, quantity: 2 },
    { type: 'cart.item.remove', productId: 1 },
    { type: 'cart.coupon.apply', couponCode: 'WELCOME10' },
    { type: 'cart.coupon.apply', couponCode: '' },
    { type: 'cart.giftWrapping.add', productId: 1, message: 'สุขสันต์วันเกิด' },
    { type: 'cart.giftWrapping.remove', productId: 1 },
    { type: 'cart.eligibility.apply', customerId: 'EDU-TH-0001', eligibilityCode: 'CU2026' },
    { type: 'cart.eligibility.delete' },
    { type: 'cart.checkout' },
    { type: 'cart.adopt', cartId: 'cart-2' },
    { type: 'cart.reset' },
    { type: 'cart.ordered', cartId: 'cart-1' },
    { type: 'cart.reload' },
    { type: 'cart.stored.changed', cartId: null },
    { type: 'cart.stored.changed', cartId: 'cart-3' },
    { type: 'cart.elsewhere.written', cartId: 'cart-1', version: 3 },
    { type: 'xstate.done.actor.loadCart', output: { cartId: 'cart-1', cart: withLine } },
    { type: 'xstate.done.actor.loadCart', output: null },
    { type: 'xstate.error.actor.loadCart', error: failure(0, 'network') },
    { type: 'xstate.done.actor.createCart', output: 'cart-1' },
    { type: 'xstate.error.actor.createCart', error: failure(500, '') },
    { type: 'xstate.done.actor.sendOp', output: withLine },
    { type: 'xstate.error.actor.sendOp', error: failure(422, 'สินค้าไม่เพียงพอ') },
    { type: 'xstate.error.actor.sendOp', error: failure(401, 'กรุณาเข้าสู่ระบบ') },
    { type: 'xstate.error.actor.sendOp', error: failure(500, '') },
    { type: 'xstate.error.actor.sendOp', error: failure(409, 'ordered', 'CART_ORDERED') },
    { type: 'xstate.done.actor.fetchCart', output: withLine },
    { type: 'xstate.done.actor.fetchCart', output: ordered },
    { type: 'xstate.error.actor.fetchCart', error: failure(0, 'network') },
    { type: 'xstate.done.actor.loadCrossSell', output: [] },
    { type: 'xstate.error.actor.loadCrossSell', error: failure(500, '') },
  ],
  instructions: {
    'cart.item.add': () => 'click Add to bag on a product page',
    'cart.quantity.change': (e) => `set the quantity of the line to ${String(e.quantity)} with the stepper`,
    'cart.item.remove': () => 'remove the line and confirm with Sure',
    'cart.coupon.apply': (e) => (e.couponCode ? `apply the coupon ${String(e.couponCode)}` : 'remove the coupon'),
    'cart.giftWrapping.add': (e) => `gift-wrap the line with the message ${String(e.message)}`,
    'cart.giftWrapping.remove': () => 'remove the gift wrapping of the line',
    'cart.eligibility.apply': () => 'apply an education code for an institution',
    'cart.eligibility.delete': () => 'remove the education code',
    'cart.checkout': () => 'click Checkout',
    'cart.adopt': () => 'log in (the guest bag is merged into the customer bag)',
    'cart.reset': () => 'log out',
    'cart.ordered': () => 'place the order at checkout',
    'cart.reload': () => 'change the bag in another tab, then place the order in this one (the server answers CART_CHANGED)',
    'cart.stored.changed': (e) => (e.cartId ? 'start another bag in another tab' : 'place the order (or log out) in another tab'),
    'cart.elsewhere.written': () => 'change the same bag in another tab',
    'xstate.done.actor.loadCart': (e) => (e.output ? 'open the shop with a stored bag' : 'open the shop without a stored bag'),
    'xstate.error.actor.loadCart': () => 'the stored bag cannot be loaded',
    'xstate.done.actor.createCart': () => 'the cart API creates a bag',
    'xstate.error.actor.createCart': () => 'creating the bag fails',
    'xstate.done.actor.sendOp': () => 'the cart API accepts the change',
    'xstate.error.actor.sendOp': (e) => {
      const { status, code } = e.error as { status: number; code?: string };
      return code === 'CART_ORDERED' ? 'the bag was ordered elsewhere (409 CART_ORDERED)' : `the cart API refuses the change (${String(status)})`;
    },
    'xstate.done.actor.fetchCart': (e) =>
      (e.output as { orderId: string | null }).orderId ? 'the bag fetched was ordered meanwhile' : 'the bag is fetched (again, or the merged one)',
    'xstate.error.actor.fetchCart': () => 'fetching the bag again fails',
    'xstate.done.actor.loadCrossSell': () => 'the cross-sell products arrive',
    'xstate.error.actor.loadCrossSell': () => 'the cross-sell call fails (an empty list is shown)',
  },
  internalEvents: ['cart.quantity.flush'],
  // one waiting write and one quantity being chosen are enough to show that none is lost
  filterEvents: (snapshot, event) => {
    const { queue, pendingQuantities, error, cart, cartId } = snapshot.context;
    const calm = snapshot.matches({ crossSell: 'idle' }) && error === null;
    const settled = calm && snapshot.matches({ sync: 'idle' }) && queue.length === 0 && pendingQuantities.length === 0;
    const behindInFlight = calm && snapshot.matches({ sync: { syncing: 'sending' } }) && queue.length === 1 && pendingQuantities.length === 0;
    // a bag ordered elsewhere is seen once in each place it can be met, not after every history
    if (event.type === 'xstate.error.actor.sendOp' && codeOf(event.error) === 'CART_ORDERED')
      return calm && queue.length === 1 && pendingQuantities.length === 0;
    if (event.type === 'xstate.done.actor.fetchCart' && (event.output as CartData).orderId) return snapshot.matches({ sync: 'adopting' }) && cart !== null;
    if (event.type.startsWith('xstate.error.actor.sendOp')) return calm;
    switch (event.type) {
      // one write may wait behind the one in flight; other writes start from a settled bag
      case 'cart.item.add':
        return settled || behindInFlight;
      case 'cart.item.remove':
      case 'cart.coupon.apply':
      case 'cart.eligibility.apply':
      case 'cart.eligibility.delete':
      case 'cart.giftWrapping.add':
      case 'cart.giftWrapping.remove':
        return (settled && cart !== null) || behindInFlight;
      case 'cart.adopt':
        return settled && cart !== null && cartId !== 'cart-2';
      case 'cart.stored.changed':
        return settled && (event.cartId === null ? cart !== null : cartId !== 'cart-3' && cartId !== null);
      case 'cart.elsewhere.written':
        return settled && cartId === event.cartId && cart !== null && cart.version < 3;
      case 'cart.reset':
      case 'cart.ordered':
      case 'cart.reload':
      case 'cart.checkout':
        return settled && cart !== null;
      case 'cart.quantity.change':
        // a second change while the pause runs restarts it
        return (
          calm &&
          cart !== null &&
          queue.length <= 1 &&
          (pendingQuantities.length === 0 || (queue.length === 0 && snapshot.matches({ quantityPause: 'pausing' })))
        );
      default:
        return true;
    }
  },
});
