import { describe, expect, it } from 'vitest';
import { type ActorRefLike, createActor, fromPromise, type InspectionEvent, waitFor } from 'xstate';
import type { CartData } from '../../contract/cart.ts';
import { cartOf } from '../cart/cart-fixtures.ts';
import { cartMachine, type StoredCart } from '../cart/cart.machine.ts';
import { favouriteMachine } from '../favourite/favourite.machine.ts';
import type { CartOp } from '../cart/cart-queue.ts';
import { controlled } from '../testing/live.ts';
import { type LoginAnswer, sessionMachine } from '../session/session.machine.ts';
import { appMachine } from './app.machine.ts';

const customer = { firstName: 'Somchai', lastName: 'Jaidee', email: 'somchai@example.com' };
const answer: LoginAnswer = { tokens: { accessToken: 'a1', refreshToken: 'r1' }, customer };
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The app with its children's calls controlled by the test; `inspect` sees what the inspector would. */
function start(inspect?: (event: InspectionEvent) => void) {
  const sendOp = controlled<CartData, { cartId: string; op: CartOp }>();
  const fetchCart = controlled<CartData, { cartId: string }>();
  const mergeCart = controlled<string | null, { accessToken: string }>();
  const fetchWishlist = controlled<number[]>();
  const fetchProfile = controlled<typeof customer, { accessToken: string }>();
  const machine = appMachine.provide({
    actors: {
      cart: cartMachine.provide({
        actors: {
          loadCart: fromPromise(async (): Promise<StoredCart> => ({ cartId: 'guest-cart', cart: cartOf('guest-cart', 1, [[1, 1]]) })),
          sendOp: sendOp.logic,
          fetchCart: fetchCart.logic,
        },
      }),
      session: sessionMachine.provide({
        actors: { login: fromPromise(async () => answer), mergeCart: mergeCart.logic, fetchProfile: fetchProfile.logic },
      }),
      favourite: favouriteMachine.provide({ actors: { fetchWishlist: fetchWishlist.logic } }),
    },
  });
  const app = createActor(machine, { input: { path: '/cart', search: '', languages: ['th'] }, inspect }).start();
  const children = app.getSnapshot().children;
  return { app, children, sendOp, fetchCart, mergeCart, fetchWishlist, fetchProfile };
}

describe('the app system', () => {
  it('a login keeps the customer from its answer, the cart adopts the merged bag and the wishlist loads', async () => {
    const { children, fetchCart, mergeCart, fetchWishlist, fetchProfile } = start();
    const session = children.session!;
    await waitFor(session, (s) => s.matches('guest'));
    session.send({ type: 'session.login', username: 'somchai@example.com', password: 'Secret#123' });
    await flush();
    mergeCart.inFlight()!.resolve('customer-cart');
    await waitFor(session, (s) => s.matches('loggedIn'));
    expect(session.getSnapshot().context.customer).toEqual(customer);
    expect(fetchProfile.calls).toHaveLength(0);
    await flush();
    expect(children.cart!.getSnapshot().context.cartId).toBe('customer-cart');
    expect(fetchCart.inFlight()?.input).toEqual({ cartId: 'customer-cart' });
    expect(fetchWishlist.inFlight()).toBeDefined();
    fetchWishlist.inFlight()!.resolve([7]);
    await flush();
    expect(children.favourite!.getSnapshot().context.productIds).toEqual([7]);

    session.send({ type: 'session.logout', silent: true });
    await flush();
    expect(children.cart!.getSnapshot().context.cart).toBeNull();
    expect(children.favourite!.getSnapshot().context.productIds).toEqual([]);
  });

  it('a failed cart write shows in the error modal, with no round trip', async () => {
    const { children, sendOp, fetchCart } = start();
    const cart = children.cart!;
    await waitFor(cart, (s) => s.matches({ sync: 'idle' }));
    cart.send({ type: 'cart.item.add', productId: 2, quantity: 1 });
    await flush();
    sendOp.inFlight()!.reject({ status: 401, message: 'Unauthorized' });
    await flush();
    expect(children.errorModal!.getSnapshot().value).toBe('shown');
    expect(children.errorModal!.getSnapshot().context).toMatchObject({ reason: 'loginRequired', case: 401 });
    fetchCart.inFlight()!.resolve(cartOf('guest-cart', 2, [[1, 1]]));
    await waitFor(cart, (s) => s.matches({ sync: 'idle' }));
  });

  it('an add that fails closes the mini cart it opened: the modal says why, and no bag stands behind it as if nothing was tried', async () => {
    const { children, sendOp, fetchCart } = start();
    const cart = children.cart!;
    await waitFor(cart, (s) => s.matches({ sync: 'idle' }));
    cart.send({ type: 'cart.item.add', productId: 2, quantity: 1 });
    children.miniCart!.send({ type: 'miniCart.show' });
    await flush();
    sendOp.inFlight()!.reject({ status: 0, message: 'Failed to fetch' });
    await flush();
    expect(children.errorModal!.getSnapshot().value).toBe('shown');
    expect(children.miniCart!.getSnapshot().value).toBe('closed');
    fetchCart.inFlight()!.resolve(cartOf('guest-cart', 2, [[1, 1]]));
    await waitFor(cart, (s) => s.matches({ sync: 'idle' }));

    // a failed change of quantity leaves the open bag as it is
    children.miniCart!.send({ type: 'miniCart.show' });
    cart.send({ type: 'cart.item.remove', productId: 1 });
    await flush();
    sendOp.inFlight()!.reject({ status: 500, message: '' });
    await flush();
    expect(children.miniCart!.getSnapshot().value).toBe('open');
  });

  it('a coupon the server refuses is left to the coupon field; a coupon call that fails otherwise shows in the modal', async () => {
    const { children, sendOp, fetchCart } = start();
    const cart = children.cart!;
    await waitFor(cart, (s) => s.matches({ sync: 'idle' }));
    cart.send({ type: 'cart.coupon.apply', couponCode: 'NOPE' });
    await flush();
    sendOp.inFlight()!.reject({ status: 422, message: 'ไม่พบคูปองนี้' });
    await flush();
    expect(children.errorModal!.getSnapshot().value).toBe('hidden');
    expect(cart.getSnapshot().context.error).toMatchObject({ op: 'coupon', message: 'ไม่พบคูปองนี้' });
    fetchCart.inFlight()!.resolve(cartOf('guest-cart', 2, [[1, 1]]));
    await waitFor(cart, (s) => s.matches({ sync: 'idle' }));

    cart.send({ type: 'cart.coupon.apply', couponCode: 'ACC10' });
    await flush();
    sendOp.inFlight()!.reject({ status: 500, message: '' });
    await flush();
    expect(children.errorModal!.getSnapshot().context).toMatchObject({ reason: 'default', case: 500 });
  });

  it('the education code goes through the cart queue and waits for its answer', async () => {
    const { children, sendOp, fetchCart } = start();
    const cart = children.cart!;
    const educationCode = children.educationCode!;
    await waitFor(cart, (s) => s.matches({ sync: 'idle' }));
    educationCode.send({ type: 'educationCode.apply', customerId: 'S1', eligibilityCode: 'CU2026' });
    await flush();
    expect(educationCode.getSnapshot().value).toBe('applying');
    expect(sendOp.inFlight()?.input.op).toEqual({ kind: 'eligibility.apply', customerId: 'S1', eligibilityCode: 'CU2026' });
    sendOp.inFlight()!.resolve(cartOf('guest-cart', 2, [[1, 1]]));
    await flush();
    expect(educationCode.getSnapshot().value).toBe('idle');

    educationCode.send({ type: 'educationCode.remove' });
    await flush();
    sendOp.inFlight()!.reject({ status: 500, message: '' });
    await flush();
    expect(educationCode.getSnapshot().value).toBe('idle');
    expect(children.errorModal!.getSnapshot().context).toMatchObject({ reason: 'default', case: 500 });
    fetchCart.inFlight()!.resolve(cartOf('guest-cart', 3, [[1, 1]]));
  });

  it('a logout while the education code is applied frees the form', async () => {
    const { children, sendOp } = start();
    const cart = children.cart!;
    const educationCode = children.educationCode!;
    await waitFor(cart, (s) => s.matches({ sync: 'idle' }));
    educationCode.send({ type: 'educationCode.apply', customerId: 'S1', eligibilityCode: 'CU2026' });
    await flush();
    expect(sendOp.inFlight()?.input.op.kind).toBe('eligibility.apply');
    cart.send({ type: 'cart.reset' });
    await flush();
    expect(educationCode.getSnapshot().value).toBe('idle');
    expect(children.errorModal!.getSnapshot().value).toBe('hidden');
  });

  it('the inspector sees who sent each event between the actors', async () => {
    const received: { type: string; source: ActorRefLike | undefined; target: ActorRefLike }[] = [];
    const { children, sendOp, mergeCart } = start((event) => {
      if (event.type === '@xstate.event') received.push({ type: event.event.type, source: event.sourceRef, target: event.actorRef });
    });
    const sentBetween = (type: string) => received.filter((e) => e.type === type).map((e) => [e.source, e.target]);
    const { cart, session, errorModal, favourite, educationCode } = children;
    await waitFor(cart!, (s) => s.matches({ sync: 'idle' }));
    cart!.send({ type: 'cart.item.add', productId: 2, quantity: 1 });
    await flush();
    sendOp.inFlight()!.reject({ status: 500, message: '' });
    await flush();
    expect(sentBetween('error.show')).toEqual([[cart, errorModal]]);

    educationCode!.send({ type: 'educationCode.remove' });
    await flush();
    expect(sentBetween('cart.eligibility.delete')).toEqual([[educationCode, cart]]);

    await waitFor(session!, (s) => s.matches('guest'));
    session!.send({ type: 'session.login', username: 'somchai@example.com', password: 'Secret#123' });
    await flush();
    mergeCart.inFlight()!.resolve('customer-cart');
    await waitFor(session!, (s) => s.matches('loggedIn'));
    expect(sentBetween('cart.adopt')).toEqual([[session, cart]]);
    expect(sentBetween('favourite.load')).toEqual([[session, favourite]]);
  });

  it('confirming case 4000 opens the mini cart; a chosen language reaches the session', async () => {
    const { children } = start();
    children.errorModal!.send({ type: 'error.show', case: 4000 });
    children.errorModal!.send({ type: 'error.confirm' });
    await flush();
    expect(children.miniCart!.getSnapshot().value).toBe('open');
    await waitFor(children.locale!, (s) => s.matches('ready'));
    children.locale!.send({ type: 'locale.change', locale: 'en' });
    await flush();
    expect(children.session!.getSnapshot().context.locale).toBe('en');
  });
});
