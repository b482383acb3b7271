import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, setup } from 'xstate';
import type { CartData } from '../../contract/cart.ts';
import type { EducationCodeEvent } from '../educationCode/educationCode.events.ts';
import { controlled } from '../testing/live.ts';
import { cartOf, fakeCartServer } from './cart-fixtures.ts';
import type { CartOp } from './cart-queue.ts';
import type { CartEvent } from './cart.events.ts';
import { cartMachine, type StoredCart } from './cart.machine.ts';

type Server = ReturnType<typeof fakeCartServer>;

function start(server: Server, options: { stored?: boolean; failWith?: (op: CartOp) => { status: number; message: string } | null } = {}) {
  const stored: (string | null)[] = [];
  const removed: number[] = [];
  /** analytics: [product id, the line's quantity] of each line removed or added to, and the quantity added */
  const removedLines: [number, number][] = [];
  const added: [number, number, number][] = [];
  const told: { cartId: string; version: number }[] = [];
  let fetches = 0;
  const machine = cartMachine.provide({
    actors: {
      loadCart: fromPromise(async (): Promise<StoredCart> => (options.stored === false ? null : { cartId: 'cart-1', cart: server.snapshot() })),
      // a bag made after the stored one was ordered is another bag; without a stored one it is the server's cart-1
      createCart: fromPromise(async (): Promise<string> => (options.stored === false ? 'cart-1' : 'cart-2')),
      sendOp: fromPromise(async ({ input }) => {
        const failure = options.failWith?.(input.op);
        if (failure) throw Object.assign(new Error(failure.message), failure);
        return server.apply(input.op);
      }),
      fetchCart: fromPromise(async () => {
        fetches += 1;
        return server.snapshot();
      }),
    },
    actions: {
      storeCartId: (_, { cartId }) => void stored.push(cartId),
      tellOtherTabs: (_, news) => void told.push(news),
      reportRemoved: (_, { productId, line }) => {
        removed.push(productId);
        if (line) removedLines.push([line.productId, line.quantity]);
      },
      reportAdded: (_, { line, quantity }) => void (line && added.push([line.productId, line.quantity, quantity])),
    },
  });
  const actor = createActor(machine).start();
  return { actor, stored, removed, removedLines, added, told, fetches: () => fetches };
}

const settle = async () => {
  await vi.advanceTimersByTimeAsync(1000);
};

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe('cart machine', () => {
  it('an add refused because the bag was ordered elsewhere goes into a fresh bag, without an error', async () => {
    const server = fakeCartServer([[7, 1]]);
    let ordered = true;
    const { actor, stored } = start(server, {
      failWith: () => (ordered ? ((ordered = false), { status: 409, message: 'ordered', code: 'CART_ORDERED' }) : null),
    });
    await settle();
    server.lines.clear();
    actor.send({ type: 'cart.item.add', productId: 8, quantity: 1 });
    await settle();
    expect(stored).toEqual(['cart-1', null, 'cart-2']);
    expect(actor.getSnapshot().context.cartId).toBe('cart-2');
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(actor.getSnapshot().context.cart?.items.map((item) => item.productId)).toEqual([8]);
  });

  it('a removal refused because the bag was ordered elsewhere leaves a fresh, empty bag and says why', async () => {
    const server = fakeCartServer([[7, 1]]);
    const { actor, stored } = start(server, { failWith: () => ({ status: 409, message: 'ordered', code: 'CART_ORDERED' }) });
    await settle();
    actor.send({ type: 'cart.item.remove', productId: 7 });
    await settle();
    expect(stored.at(-1)).toBeNull();
    expect(actor.getSnapshot().context).toMatchObject({ cartId: null, cart: null, queue: [], error: { status: 409, message: 'ordered', op: 'remove' } });
  });

  it('an order of this bag, answered while an add waits, puts the add into a fresh bag; an order of another bag is no news', async () => {
    const server = fakeCartServer([[7, 1]]);
    const { actor, stored } = start(server);
    await settle();
    actor.send({ type: 'cart.ordered', cartId: 'cart-9' });
    expect(actor.getSnapshot().context.cartId).toBe('cart-1');

    server.hold();
    actor.send({ type: 'cart.item.add', productId: 8, quantity: 1 });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'cart.ordered', cartId: 'cart-1' });
    server.release();
    await settle();
    expect(stored).toEqual(['cart-1', null, 'cart-2']);
    expect(actor.getSnapshot().context.cartId).toBe('cart-2');
    expect(server.sent.map((op) => op.kind)).toEqual(['add', 'add']);
  });

  it("tells the other tabs each version its writes made, and loads the bag again when another tab's write made a newer one", async () => {
    const server = fakeCartServer([[7, 1]]);
    const { actor, told, fetches } = start(server);
    await settle();
    actor.send({ type: 'cart.item.add', productId: 8, quantity: 1 });
    await settle();
    expect(told).toEqual([{ cartId: 'cart-1', version: 1 }]);

    actor.send({ type: 'cart.elsewhere.written', cartId: 'cart-1', version: 1 });
    actor.send({ type: 'cart.elsewhere.written', cartId: 'cart-9', version: 5 });
    await settle();
    expect(fetches()).toBe(0);

    void server.apply({ kind: 'add', productId: 9, bundleParentId: null, quantity: 2 });
    actor.send({ type: 'cart.elsewhere.written', cartId: 'cart-1', version: 2 });
    await settle();
    expect(fetches()).toBe(1);
    expect(actor.getSnapshot().context.cart?.items.map((item) => [item.productId, item.quantity])).toEqual([
      [7, 1],
      [8, 1],
      [9, 2],
    ]);
    expect(told).toHaveLength(1);
  });

  it('restores the stored cart on start', async () => {
    const server = fakeCartServer([[7, 2]]);
    const { actor } = start(server);
    await settle();
    expect(actor.getSnapshot().matches({ sync: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.cart?.items[0]?.quantity).toBe(2);
  });

  it('sends one update after the 300 ms pause, however many clicks came before it', async () => {
    const server = fakeCartServer([[7, 1]]);
    const { actor } = start(server);
    await settle();
    for (let q = 2; q <= 6; q++) {
      actor.send({ type: 'cart.quantity.change', productId: 7, quantity: q });
      await vi.advanceTimersByTimeAsync(100);
      expect(actor.getSnapshot().matches({ sync: 'debouncingQuantity' })).toBe(true);
    }
    expect(server.sent).toEqual([]);
    await settle();
    expect(server.sent).toEqual([{ kind: 'update', productId: 7, bundleParentId: null, quantity: 6 }]);
    expect(actor.getSnapshot().context.cart?.items[0]?.quantity).toBe(6);
  });

  it('sends nothing when the quantity ends where it started', async () => {
    const server = fakeCartServer([[7, 2]]);
    const { actor } = start(server);
    await settle();
    actor.send({ type: 'cart.quantity.change', productId: 7, quantity: 3 });
    actor.send({ type: 'cart.quantity.change', productId: 7, quantity: 2 });
    await settle();
    expect(server.sent).toEqual([]);
    expect(actor.getSnapshot().matches({ sync: 'idle' })).toBe(true);
  });

  it('queues an add that arrives while another write is in flight', async () => {
    const server = fakeCartServer();
    const { actor } = start(server);
    await settle();
    server.hold();
    actor.send({ type: 'cart.item.add', productId: 1, quantity: 1 });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches({ sync: 'syncing' })).toBe(true);
    actor.send({ type: 'cart.item.add', productId: 2, quantity: 1 });
    actor.send({ type: 'cart.item.add', productId: 1, quantity: 1 });
    server.release();
    await settle();
    server.release();
    await settle();
    server.release();
    await settle();
    expect(server.sent.map((op) => (op as { productId: number }).productId)).toEqual([1, 2, 1]);
    expect([...server.lines]).toEqual([
      [1, 2],
      [2, 1],
    ]);
    expect(actor.getSnapshot().matches({ sync: 'idle' })).toBe(true);
  });

  it('creates a cart for the first add and stores its id', async () => {
    const server = fakeCartServer();
    const { actor, stored } = start(server, { stored: false });
    await settle();
    actor.send({ type: 'cart.item.add', productId: 5, quantity: 1 });
    await settle();
    expect(stored).toEqual([null, 'cart-1']);
    expect(actor.getSnapshot().context.cart?.items).toHaveLength(1);
  });

  it('reports a confirmed removal and drops pending edits of that line', async () => {
    const server = fakeCartServer([[7, 2]]);
    const { actor, removed, removedLines } = start(server);
    await settle();
    actor.send({ type: 'cart.quantity.change', productId: 7, quantity: 3 });
    actor.send({ type: 'cart.item.remove', productId: 7 });
    await settle();
    expect(server.sent).toEqual([{ kind: 'remove', productId: 7, bundleParentId: null }]);
    expect(removed).toEqual([7]);
    expect(removedLines).toEqual([[7, 2]]);
    expect(actor.getSnapshot().context.cart?.items).toEqual([]);
  });

  it('reports an add the server accepted, with its line as answered and the quantity added; a refused add is not reported', async () => {
    const server = fakeCartServer([[7, 2]]);
    const { actor, added } = start(server, { failWith: (op) => (op.kind === 'add' && op.productId === 8 ? { status: 422, message: 'สินค้าไม่เพียงพอ' } : null) });
    await settle();
    actor.send({ type: 'cart.item.add', productId: 7, quantity: 1 });
    actor.send({ type: 'cart.item.add', productId: 8, quantity: 1 });
    await settle();
    expect(added).toEqual([[7, 3, 1]]);
  });

  it('records a 422 and reloads the cart from the server', async () => {
    const server = fakeCartServer([[7, 2]]);
    const { actor } = start(server, { failWith: (op) => (op.kind === 'update' ? { status: 422, message: 'สินค้าไม่เพียงพอ' } : null) });
    await settle();
    actor.send({ type: 'cart.quantity.change', productId: 7, quantity: 9 });
    await settle();
    const snapshot = actor.getSnapshot();
    const { context } = snapshot;
    expect(snapshot.matches({ sync: 'idle' })).toBe(true);
    expect(context.error).toEqual({ status: 422, message: 'สินค้าไม่เพียงพอ', op: 'update' });
    expect(context.cart?.items[0]?.quantity).toBe(2);
    // the next write starts afresh
    actor.send({ type: 'cart.item.add', productId: 8, quantity: 1 });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('sends gift wrapping, its removal and a coupon taken off in the order the shopper made them, behind the write in flight', async () => {
    const server = fakeCartServer([[7, 1]]);
    const { actor } = start(server);
    await settle();
    server.hold();
    actor.send({ type: 'cart.coupon.apply', couponCode: 'ACC10' });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'cart.giftWrapping.add', productId: 7, message: 'สุขสันต์วันเกิด' });
    actor.send({ type: 'cart.giftWrapping.remove', productId: 7 });
    actor.send({ type: 'cart.coupon.apply', couponCode: '' });
    for (let i = 0; i < 4; i++) {
      server.release();
      await settle();
    }
    expect(server.sent).toEqual([
      { kind: 'coupon', couponCode: 'ACC10' },
      { kind: 'giftWrapping.add', productId: 7, message: 'สุขสันต์วันเกิด' },
      { kind: 'giftWrapping.delete', productId: 7 },
      { kind: 'coupon', couponCode: '' },
    ]);
    expect(actor.getSnapshot().matches({ sync: 'idle' })).toBe(true);
  });

  it("keeps a refused coupon's message for the coupon field until the next write", async () => {
    const server = fakeCartServer([[7, 1]]);
    const { actor } = start(server, { failWith: (op) => (op.kind === 'coupon' ? { status: 422, message: 'ไม่พบคูปองนี้' } : null) });
    await settle();
    actor.send({ type: 'cart.coupon.apply', couponCode: 'NOPE' });
    await settle();
    expect(actor.getSnapshot().context.error).toEqual({ status: 422, message: 'ไม่พบคูปองนี้', op: 'coupon' });
    actor.send({ type: 'cart.giftWrapping.add', productId: 7, message: null });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('keeps a newer cart when an older answer arrives', async () => {
    const server = fakeCartServer([[7, 1]]);
    const machine = cartMachine.provide({
      actors: {
        loadCart: fromPromise(async (): Promise<StoredCart> => ({ cartId: 'cart-1', cart: cartOf('cart-1', 5, [[7, 4]]) })),
        sendOp: fromPromise(async () => cartOf('cart-1', 3, [[7, 1]])),
        fetchCart: fromPromise(async () => server.snapshot()),
      },
    });
    const actor = createActor(machine).start();
    await settle();
    actor.send({ type: 'cart.item.add', productId: 8, quantity: 1 });
    await settle();
    expect(actor.getSnapshot().context.cart?.version).toBe(5);
  });
});

describe('cart machine on login and logout', () => {
  it('adopts the merged bag after what is in flight, keeping its id', async () => {
    const server = fakeCartServer([[7, 1]]);
    const fetched: string[] = [];
    const stored: (string | null)[] = [];
    const machine = cartMachine.provide({
      actors: {
        loadCart: fromPromise(async (): Promise<StoredCart> => ({ cartId: 'cart-1', cart: server.snapshot() })),
        sendOp: fromPromise(({ input }) => server.apply(input.op)),
        fetchCart: fromPromise(async ({ input }) => {
          fetched.push(input.cartId);
          return cartOf(input.cartId, 1, [[7, 3]]);
        }),
      },
      actions: { storeCartId: (_, { cartId }) => void stored.push(cartId) },
    });
    const actor = createActor(machine).start();
    await vi.advanceTimersByTimeAsync(10);
    server.hold();
    actor.send({ type: 'cart.item.add', productId: 8, quantity: 1 });
    await vi.advanceTimersByTimeAsync(10);
    actor.send({ type: 'cart.adopt', cartId: 'customer-cart' });
    expect(fetched).toEqual([]);
    server.release();
    await vi.advanceTimersByTimeAsync(10);
    expect(fetched).toEqual(['customer-cart']);
    expect(stored.at(-1)).toBe('customer-cart');
    expect(server.sent).toHaveLength(1);
    expect(actor.getSnapshot().context).toMatchObject({ cartId: 'customer-cart', adoptedCartId: null });
    expect(actor.getSnapshot().matches({ sync: 'idle' })).toBe(true);
  });

  it('forgets the cart on reset', async () => {
    const { actor } = start(fakeCartServer([[7, 2]]));
    await vi.advanceTimersByTimeAsync(10);
    actor.send({ type: 'cart.reset' });
    expect(actor.getSnapshot().context).toMatchObject({ cartId: null, cart: null, queue: [] });
  });
});

describe('cart machine and the education-code form', () => {
  const apply: CartEvent = { type: 'cart.eligibility.apply', customerId: 'EDU-TH-0001', eligibilityCode: 'CU2026' };

  /** The cart in a system with a stand-in education-code form that records what the cart tells it. */
  function startWithForm({ stored = true }: { stored?: boolean } = {}) {
    const told: EducationCodeEvent['type'][] = [];
    const sendOp = controlled<CartData, { cartId: string; op: CartOp }>();
    const createCart = controlled<string>();
    const cart = cartMachine.provide({
      actors: {
        loadCart: fromPromise(async (): Promise<StoredCart> => (stored ? { cartId: 'cart-1', cart: cartOf('cart-1', 1, [[7, 1]]) } : null)),
        sendOp: sendOp.logic,
        createCart: createCart.logic,
        fetchCart: fromPromise(async () => cartOf('cart-1', 2, [[7, 1]])),
      },
    });
    const harness = setup({
      actors: { cart, form: fromCallback<EducationCodeEvent>(({ receive }) => receive((event) => void told.push(event.type))) },
    }).createMachine({
      invoke: [
        { id: 'form', systemId: 'educationCode', src: 'form' },
        { id: 'cart', systemId: 'cart', src: 'cart' },
      ],
    });
    const actor = createActor(harness).start().getSnapshot().children.cart!;
    return { actor, told, sendOp, createCart };
  }

  it.each<[string, CartEvent]>([
    ['a logout', { type: 'cart.reset' }],
    ['an order of the bag', { type: 'cart.ordered', cartId: 'cart-1' }],
    ['another tab forgetting the bag', { type: 'cart.stored.changed', cartId: null }],
  ])('%s drops the education code in flight and tells the form', async (_, forget) => {
    const { actor, told, sendOp } = startWithForm();
    await settle();
    actor.send(apply);
    await vi.advanceTimersByTimeAsync(0);
    expect(sendOp.inFlight()?.input.op.kind).toBe('eligibility.apply');
    actor.send(forget);
    await vi.advanceTimersByTimeAsync(0);
    expect(told).toEqual(['educationCode.failed']);
    expect(actor.getSnapshot().context.queue).toEqual([]);
  });

  it('a logout drops an education code waiting behind another write and tells the form', async () => {
    const { actor, told, sendOp } = startWithForm();
    await settle();
    actor.send({ type: 'cart.item.add', productId: 8, quantity: 1 });
    await vi.advanceTimersByTimeAsync(0);
    actor.send(apply);
    actor.send({ type: 'cart.reset' });
    await vi.advanceTimersByTimeAsync(0);
    expect(told).toEqual(['educationCode.failed']);
    expect(sendOp.calls).toHaveLength(1);
  });

  it('a bag that cannot be created drops the education code waiting for it and tells the form', async () => {
    const { actor, told, createCart } = startWithForm({ stored: false });
    await settle();
    actor.send({ type: 'cart.item.add', productId: 8, quantity: 1 });
    actor.send(apply);
    await vi.advanceTimersByTimeAsync(0);
    createCart.inFlight()!.reject({ status: 500, message: '' });
    await vi.advanceTimersByTimeAsync(0);
    expect(told).toEqual(['educationCode.failed']);
    expect(actor.getSnapshot().matches({ sync: 'idle' })).toBe(true);
  });

  it('tells the form once how its change went: done, or failed', async () => {
    const { actor, told, sendOp } = startWithForm();
    await settle();
    actor.send(apply);
    await vi.advanceTimersByTimeAsync(0);
    sendOp.inFlight()!.resolve(cartOf('cart-1', 2, [[7, 1]]));
    await settle();
    actor.send({ type: 'cart.eligibility.delete' });
    await vi.advanceTimersByTimeAsync(0);
    sendOp.inFlight()!.reject({ status: 500, message: '' });
    await settle();
    expect(told).toEqual(['educationCode.done', 'educationCode.failed']);
  });
});
