// @vitest-environment jsdom
import { cartMachine, type StoredCart } from '@machines/cart/cart.machine';
import { cartOf } from '@machines/cart/cart-fixtures';
import { sessionMachine, type SocialAnswer, type SocialInfo, type Tokens } from '@machines/session/session.machine';
import { isRedirect } from '@tanstack/react-router';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, setup, waitFor } from 'xstate';
import type { Http } from '@/lib/http';
import { storeBag } from '@/lib/preorder-session';
import { type GuardArgs, guards } from './guards';

const tokens: Tokens = { accessToken: 'a', refreshToken: 'r' };
const socialInfo: SocialInfo = { provider: 'apple', socialToken: 't', email: null, firstName: null, lastName: null };

function session(state: 'guest' | 'loggedIn') {
  const machine = sessionMachine.provide({
    actors: {
      restoreSession: fromPromise(async () => (state === 'loggedIn' ? tokens : null)),
      fetchProfile: fromPromise(async () => ({ firstName: 'A', lastName: 'B', email: 'a@b.c' })),
      socialLogin: fromPromise(async (): Promise<SocialAnswer> => ({ socialInfo })),
    },
  });
  return createActor(machine).start();
}

function cart(lines: [number, number][], orderId: string | null = null) {
  const machine = cartMachine.provide({
    actors: { loadCart: fromPromise(async (): Promise<StoredCart> => ({ cartId: 'c', cart: { ...cartOf('c', 1, lines), orderId } })) },
  });
  return createActor(machine).start();
}

const http = (addresses: number): Http =>
  ({
    get: async () => ({ data: { items: Array.from({ length: addresses }, (_, id) => ({ id })), total: addresses, limit: 1, offset: 0 } }),
  }) as unknown as Http;

function args(options: { session?: 'guest' | 'loggedIn'; lines?: [number, number][]; orderId?: string; addresses?: number; locale?: 'en' } = {}): GuardArgs {
  return {
    context: {
      actors: { session: session(options.session ?? 'guest'), cart: cart(options.lines ?? [], options.orderId ?? null) },
      http: http(options.addresses ?? 0),
    },
    location: { href: '/my-account/order?page=2' },
    params: { locale: options.locale },
  };
}

/** The address a typed redirect leads to: the locale prefix, the route's path with its params, the search. */
function addressOf(options: { to?: string; params?: unknown; search?: unknown }): string {
  const params = Object(options.params) as Record<string, string | undefined>;
  const path =
    (options.to ?? '').replace('/{-$locale}', params.locale ? '/en' : '').replace(/\/\$(\w*)/g, (_, name: string) => `/${params[name || '_splat'] ?? ''}`) ||
    '/';
  const search = new URLSearchParams(Object(options.search) as Record<string, string>).toString();
  return search ? `${path}?${search}` : path;
}

/** Where the guard sends the shopper, or null when it lets them through. */
async function destination(run: Promise<void>): Promise<string | null> {
  try {
    await run;
    return null;
  } catch (error) {
    if (isRedirect(error)) return addressOf(error.options);
    throw error;
  }
}

afterEach(() => {
  ['sessionId', 'orderId', 'orderSessionId'].forEach((name) => Cookies.remove(name));
  localStorage.clear();
});

describe('route guards', () => {
  it('authenticate: a guest goes to login with the page to come back to', async () => {
    expect(await destination(guards.authenticate(args()))).toBe(`/login?redirect=${encodeURIComponent('/my-account/order?page=2')}`);
    expect(await destination(guards.authenticate(args({ locale: 'en' })))).toMatch(/^\/en\/login\?redirect=/);
    expect(await destination(guards.authenticate(args({ session: 'loggedIn' })))).toBeNull();
  });

  it("authenticate: a customer's page opens once the profile has answered, without waiting for the bag the session looks for", async () => {
    const stillLooking = sessionMachine.provide({
      actors: {
        restoreSession: fromPromise(async (): Promise<Tokens | null> => tokens),
        fetchProfile: fromPromise(async () => ({ firstName: 'A', lastName: 'B', email: 'a@b.c' })),
        findBag: fromPromise((): Promise<string | null> => new Promise(() => {})),
      },
    });
    const waiting = { ...args(), context: { ...args().context, actors: { ...args().context.actors, session: createActor(stillLooking).start() } } };
    expect(await destination(guards.authenticate(waiting))).toBeNull();
  });

  it('isNotLoggedIn: a logged-in shopper leaves guest-only pages for home', async () => {
    expect(await destination(guards.isNotLoggedIn(args({ session: 'loggedIn' })))).toBe('/');
    expect(await destination(guards.isNotLoggedIn(args({ session: 'loggedIn', locale: 'en' })))).toBe('/en');
    expect(await destination(guards.isNotLoggedIn(args()))).toBeNull();
  });

  it('socialRegister: only right after a social login without an account', async () => {
    expect(await destination(guards.socialRegister(args()))).toBe('/');
    const pending = args();
    await waitFor(pending.context.actors.session, (s) => s.matches('guest'));
    pending.context.actors.session.send({ type: 'session.social', provider: 'apple', token: 'x' });
    expect(await destination(guards.socialRegister(pending))).toBeNull();
  });

  it('authPreorder: a pre-order session, else the campaign page where one starts', async () => {
    expect(await destination(guards.authPreorder(args()))).toBe('/preorder');
    Cookies.set('sessionId', 's1');
    expect(await destination(guards.authPreorder(args()))).toBeNull();
  });

  it('hasSessionPreorder and notHaveSessionPreorder read the sessionId cookie', async () => {
    expect(await destination(guards.hasSessionPreorder(args()))).toBe('/');
    expect(await destination(guards.notHaveSessionPreorder(args()))).toBeNull();
    Cookies.set('sessionId', 's1');
    expect(await destination(guards.hasSessionPreorder(args()))).toBeNull();
    expect(await destination(guards.notHaveSessionPreorder(args()))).toBe('/preorder/products');
    expect(await destination(guards.notHaveSessionPreorder(args({ locale: 'en' })))).toBe('/en/preorder/products');
    Cookies.remove('sessionId');
    expect(await destination(guards.hasSessionPreorder(args({ locale: 'en' })))).toBe('/en');
  });

  it('hasCartPreorder: a pre-order session with items in its bag (the shop bag does not count)', async () => {
    expect(await destination(guards.hasCartPreorder(args()))).toBe('/preorder/products');
    Cookies.set('sessionId', 's1');
    expect(await destination(guards.hasCartPreorder(args({ lines: [[1, 1]] })))).toBe('/preorder/products');
    storeBag('s1', [{ productId: 1, quantity: 1 }]);
    expect(await destination(guards.hasCartPreorder(args()))).toBeNull();
    Cookies.set('sessionId', 's2');
    expect(await destination(guards.hasCartPreorder(args({ locale: 'en' })))).toBe('/en/preorder/products');
  });

  it('cart: checkout needs a bag with items', async () => {
    expect(await destination(guards.cart(args()))).toBe('/cart');
    expect(await destination(guards.cart(args({ lines: [[1, 2]] })))).toBeNull();
  });

  it("cart: on a browser that kept no bag, a customer's latest bag counts once the session has found it", async () => {
    const later = <T>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), 30));
    const customer = sessionMachine.provide({
      actors: {
        restoreSession: fromPromise(async (): Promise<Tokens | null> => tokens),
        fetchProfile: fromPromise(() => later({ firstName: 'A', lastName: 'B', email: 'a@b.c' })),
        findBag: fromPromise(() => later<string | null>('c2')),
      },
    });
    const browser = cartMachine.provide({
      actors: { loadCart: fromPromise(async (): Promise<StoredCart> => null), fetchCart: fromPromise(({ input }) => later(cartOf(input.cartId, 1, [[1, 2]]))) },
    });
    const root = createActor(
      setup({ actors: { customer, browser } }).createMachine({
        invoke: [
          { src: 'customer', systemId: 'session' },
          { src: 'browser', systemId: 'cart' },
        ],
      }),
    ).start();
    const actors = { session: root.system.get('session'), cart: root.system.get('cart') } as GuardArgs['context']['actors'];
    expect(await destination(guards.cart({ ...args(), context: { actors, http: http(0) } }))).toBeNull();
  });

  it('checkoutPayment: the order placed in this browser', async () => {
    expect(await destination(guards.checkoutPayment(args()))).toBe('/cart');
    // a customer pays an older order from the account; the server checks it is theirs
    expect(await destination(guards.checkoutPayment(args({ session: 'loggedIn' })))).toBeNull();
    Cookies.set('orderId', 'o1');
    Cookies.set('orderSessionId', 'os1');
    expect(await destination(guards.checkoutPayment(args()))).toBeNull();
  });

  it('editBillingAddress and editShippingAddress need a default address', async () => {
    expect(await destination(guards.editBillingAddress(args({ session: 'loggedIn' })))).toBe('/my-account/address-book');
    expect(await destination(guards.editShippingAddress(args({ session: 'loggedIn' })))).toBe('/my-account/address-book');
    expect(await destination(guards.editBillingAddress(args({ session: 'loggedIn', addresses: 1 })))).toBeNull();
    expect(await destination(guards.editShippingAddress(args({ session: 'loggedIn', addresses: 1 })))).toBeNull();
  });

  it('redirectToTy: a bag whose order is placed goes to its thank-you page', async () => {
    const placed = args({ lines: [[1, 1]], orderId: 'ORD-1' });
    await new Promise((r) => setTimeout(r, 0));
    expect(await destination(guards.redirectToTy(placed))).toBe('/thank-you/ORD-1');
    const open = args({ lines: [[1, 1]] });
    await new Promise((r) => setTimeout(r, 0));
    expect(await destination(guards.redirectToTy(open))).toBeNull();
  });
});
