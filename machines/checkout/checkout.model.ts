import { cartOf } from '../cart/cart-fixtures.ts';
import { defineModel } from '../testing/model.ts';
import { orderOf } from './checkout-fixtures.ts';
import { checkoutMachine } from './checkout.machine.ts';

const BAG = cartOf('cart-1', 3, [[1, 1]]);
const CHANGED_BAG = cartOf('cart-1', 4, [[1, 2]]);
const EMPTY_BAG = cartOf('cart-1', 5, []);
const failure = (status: number, code: string | null, message: string) => ({ status, code, message });

export const checkoutModel = defineModel({
  machine: checkoutMachine,
  inputs: [{ checkoutId: 'a1b2c3d4-checkout' }],
  events: [
    { type: 'checkout.bag.settled', cart: BAG },
    { type: 'checkout.bag.settled', cart: CHANGED_BAG },
    { type: 'checkout.bag.settled', cart: CHANGED_BAG, elsewhere: true },
    { type: 'checkout.bag.settled', cart: EMPTY_BAG },
    { type: 'checkout.bag.pending' },
    { type: 'checkout.shipping.select', addressId: 11 },
    { type: 'checkout.billing.select', addressId: 12 },
    { type: 'checkout.taxInvoice.set', taxInvoice: { type: 'company', companyName: 'บริษัท ตัวอย่าง จำกัด', branch: 'head-office', taxId: '0105556000017' } },
    { type: 'checkout.payment.select', method: 'promptpay' },
    { type: 'checkout.terms.set', accepted: true },
    { type: 'checkout.terms.set', accepted: false },
    { type: 'checkout.place' },
    { type: 'checkout.retry' },
    { type: 'xstate.done.actor.placeOrder', output: orderOf('pendingPayment') },
    { type: 'xstate.error.actor.placeOrder', error: failure(401, 'UNAUTHORIZED', 'กรุณาเข้าสู่ระบบ') },
    { type: 'xstate.error.actor.placeOrder', error: failure(409, 'CART_CHANGED', 'สินค้าในถุงช้อปปิ้งมีการเปลี่ยนแปลง กรุณาตรวจสอบอีกครั้ง') },
    { type: 'xstate.error.actor.placeOrder', error: failure(409, 'CART_ORDERED', 'สินค้าในถุงช้อปปิ้งนี้ถูกสั่งซื้อไปแล้ว') },
    { type: 'xstate.error.actor.placeOrder', error: failure(0, null, 'Network error') },
    { type: 'xstate.error.actor.placeOrder', error: failure(409, 'NOT_ENOUGH_STOCK', 'สินค้าไม่เพียงพอ: iPhone 17 Pro') },
  ],
  instructions: {
    'checkout.bag.settled': (e) => {
      const items = (e.cart as { items: unknown[] } | null)?.items.length ?? 0;
      if (e.elsewhere) return 'change the bag in another tab';
      return items === 0 ? 'remove the last line in the mini cart' : 'the bag has nothing waiting to be sent';
    },
    'checkout.bag.pending': () => 'change a quantity in the mini cart',
    'checkout.shipping.select': () => 'pick another shipping address',
    'checkout.billing.select': () => 'pick another billing address',
    'checkout.taxInvoice.set': () => 'ask for a company tax invoice (head office, tax ID 0105556000017)',
    'checkout.payment.select': () => 'choose PromptPay',
    'checkout.terms.set': (e) => (e.accepted ? 'tick the terms and refund policy' : 'untick the terms'),
    'checkout.place': () => 'click Place order',
    'checkout.retry': () => 'click Try again',
    'xstate.done.actor.placeOrder': () => 'the order is placed',
    'xstate.error.actor.placeOrder': (e) => {
      const { status, code } = e.error as { status: number; code: string | null };
      return status === 0 ? 'the network fails while placing' : `placing is refused (${status} ${code ?? ''})`.trim();
    },
  },
  // choices are made once, before the first attempt; two attempts show the key rule; the bag's version only moves forward
  filterEvents: (snapshot, event) => {
    const { attempt, failure, termsAccepted, bag, shippingAddressId, billingAddressId, taxInvoice, paymentMethod } = snapshot.context;
    const firstTry = attempt === 1 && failure === null;
    switch (event.type) {
      case 'checkout.bag.settled':
        return event.cart === null || event.cart.version >= (bag?.version ?? 0);
      case 'checkout.shipping.select':
        return firstTry && !termsAccepted && shippingAddressId === null;
      case 'checkout.billing.select':
        return firstTry && !termsAccepted && billingAddressId === null;
      case 'checkout.taxInvoice.set':
        return firstTry && !termsAccepted && taxInvoice === null;
      case 'checkout.payment.select':
        return firstTry && !termsAccepted && paymentMethod === 'card';
      case 'checkout.terms.set':
        return event.accepted !== termsAccepted && (event.accepted || firstTry);
      case 'checkout.place':
        return attempt <= 2;
      default:
        return true;
    }
  },
});
