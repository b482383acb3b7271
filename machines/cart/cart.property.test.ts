import fc from 'fast-check';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { CART_QUANTITY_DEBOUNCE_MS } from '../../contract/constants.ts';
import { cartOf } from './cart-fixtures.ts';
import type { CartOp } from './cart-queue.ts';
import { cartMachine, type StoredCart } from './cart.machine.ts';

type Step =
  | { kind: 'add'; productId: number; quantity: number; gap: number }
  | { kind: 'change'; productId: number; quantity: number; gap: number }
  | { kind: 'remove'; productId: number; gap: number };

const productId = fc.integer({ min: 1, max: 3 });
const gap = fc.oneof(fc.integer({ min: 0, max: 120 }), fc.integer({ min: 250, max: 700 }));
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('add' as const), productId, quantity: fc.integer({ min: 1, max: 3 }), gap }),
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('change' as const), productId, quantity: fc.integer({ min: 1, max: 6 }), gap }) },
  fc.record({ kind: fc.constant('remove' as const), productId, gap }),
);

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

/**
 * A server that applies each write in the order it arrives, answering after a delay drawn for that request:
 * the machine must neither lose a write nor let an older answer overwrite a newer cart.
 */
function slowServer(delays: number[]) {
  const lines = new Map<number, number>();
  const sent: CartOp[] = [];
  let version = 0;
  return {
    lines,
    sent,
    apply(op: CartOp) {
      sent.push(op);
      if (op.kind === 'add') lines.set(op.productId, (lines.get(op.productId) ?? 0) + op.quantity);
      if (op.kind === 'update' && lines.has(op.productId)) lines.set(op.productId, op.quantity);
      if (op.kind === 'remove') lines.delete(op.productId);
      version += 1;
      const answer = cartOf('cart-1', version, [...lines]);
      const delay = delays[sent.length % delays.length] ?? 0;
      return new Promise<typeof answer>((resolve) => setTimeout(() => resolve(answer), delay));
    },
  };
}

it('ends with the server holding what the shopper last asked for, with no more quantity requests per line than pauses', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(step, { minLength: 1, maxLength: 25 }),
      fc.array(fc.integer({ min: 0, max: 900 }), { minLength: 1, maxLength: 10 }),
      async (steps, delays) => {
        const server = slowServer(delays);
        const actor = createActor(
          cartMachine.provide({
            actors: {
              loadCart: fromPromise(async (): Promise<StoredCart> => ({ cartId: 'cart-1', cart: cartOf('cart-1', 0, []) })),
              sendOp: fromPromise(({ input }) => server.apply(input.op)),
              fetchCart: fromPromise(async () => cartOf('cart-1', 0, [...server.lines])),
            },
          }),
        ).start();
        await vi.advanceTimersByTimeAsync(1);

        // what the shopper asked for, step by step; the stepper only offers lines the bag shows
        const wanted = new Map<number, number>();
        // the pause restarts with every quantity change: it ends once 300 ms pass without one
        const pausesAfterChange = new Map<number, number>();
        let changedSincePause = new Set<number>();
        let now = 0;
        let lastChangeAt = -Infinity;
        const closePause = () => {
          for (const id of changedSincePause) pausesAfterChange.set(id, (pausesAfterChange.get(id) ?? 0) + 1);
          changedSincePause = new Set();
        };
        for (const s of steps) {
          if (s.kind === 'add') {
            actor.send({ type: 'cart.item.add', productId: s.productId, quantity: s.quantity });
            wanted.set(s.productId, (wanted.get(s.productId) ?? 0) + s.quantity);
          } else if (s.kind === 'remove') {
            actor.send({ type: 'cart.item.remove', productId: s.productId });
            wanted.delete(s.productId);
          } else if (wanted.has(s.productId)) {
            if (now - lastChangeAt >= CART_QUANTITY_DEBOUNCE_MS) closePause();
            actor.send({ type: 'cart.quantity.change', productId: s.productId, quantity: s.quantity });
            wanted.set(s.productId, s.quantity);
            changedSincePause.add(s.productId);
            lastChangeAt = now;
          }
          await vi.advanceTimersByTimeAsync(s.gap);
          now += s.gap;
        }
        closePause();
        for (let i = 0; i < 200 && !(actor.getSnapshot().matches({ sync: 'idle' }) && actor.getSnapshot().context.queue.length === 0); i++) {
          await vi.advanceTimersByTimeAsync(1000);
        }

        expect([...server.lines].sort()).toEqual([...wanted].sort());
        expect(
          actor
            .getSnapshot()
            .context.cart?.items.map((i) => [i.productId, i.quantity])
            .sort(),
        ).toEqual([...wanted].sort());
        for (const [id, updates] of countUpdates(server.sent)) {
          expect(updates, `updates of line ${id}`).toBeLessThanOrEqual(pausesAfterChange.get(id) ?? 0);
        }
        actor.stop();
      },
    ),
    {
      numRuns: 300,
      // sequences that once broke it: each is checked on every run
      examples: [
        [
          [
            { kind: 'add', productId: 3, quantity: 1, gap: 250 },
            { kind: 'change', productId: 3, quantity: 2, gap: 300 },
            { kind: 'change', productId: 3, quantity: 1, gap: 250 },
          ],
          [301],
        ],
        [
          [
            { kind: 'add', productId: 3, quantity: 1, gap: 0 },
            { kind: 'change', productId: 3, quantity: 1, gap: 250 },
            { kind: 'add', productId: 3, quantity: 1, gap: 250 },
            { kind: 'change', productId: 1, quantity: 1, gap: 250 },
          ],
          [0],
        ],
        [
          [
            { kind: 'add', productId: 2, quantity: 1, gap: 0 },
            { kind: 'change', productId: 2, quantity: 2, gap: 0 },
            { kind: 'add', productId: 2, quantity: 1, gap: 0 },
            { kind: 'change', productId: 2, quantity: 1, gap: 250 },
            { kind: 'add', productId: 1, quantity: 1, gap: 250 },
          ],
          [0],
        ],
        [
          [
            { kind: 'add', productId: 1, quantity: 1, gap: 250 },
            { kind: 'change', productId: 1, quantity: 2, gap: 0 },
            { kind: 'add', productId: 1, quantity: 1, gap: 0 },
            { kind: 'change', productId: 1, quantity: 1, gap: 0 },
            { kind: 'add', productId: 1, quantity: 1, gap: 0 },
          ],
          [0],
        ],
        [
          [
            { kind: 'add', productId: 3, quantity: 1, gap: 0 },
            { kind: 'change', productId: 3, quantity: 2, gap: 0 },
            { kind: 'remove', productId: 1, gap: 262 },
            { kind: 'change', productId: 1, quantity: 1, gap: 38 },
            { kind: 'change', productId: 3, quantity: 1, gap: 250 },
            { kind: 'add', productId: 1, quantity: 1, gap: 250 },
          ],
          [0],
        ],
      ],
    },
  );
}, 120_000);

function countUpdates(sent: CartOp[]) {
  const counts = new Map<number, number>();
  for (const op of sent) if (op.kind === 'update') counts.set(op.productId, (counts.get(op.productId) ?? 0) + 1);
  return counts;
}
