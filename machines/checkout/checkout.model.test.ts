import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { OrderData } from '../../contract/order.ts';
import { controlled, liveEvents } from '../testing/live.ts';
import { modelRuns } from '../testing/model.ts';
import { fakeTimersPerTest, itReachesEveryStateAndTransition } from '../testing/suite.ts';
import { idempotencyKeyOf, type PlaceOrderInput } from './checkout.machine.ts';
import { checkoutModel } from './checkout.model.ts';

function start() {
  const placeOrder = controlled<OrderData, PlaceOrderInput>();
  const effects = { placed: [] as string[], reloads: 0, forgotten: 0, logins: 0, toBag: 0 };
  const machine = checkoutModel.machine.provide({
    actors: { placeOrder: placeOrder.logic },
    actions: {
      orderPlaced: (_, order) => void effects.placed.push(order.orderId),
      reloadBag: () => void effects.reloads++,
      forgetOrderedBag: () => void effects.forgotten++,
      goToLogin: () => void effects.logins++,
      goToBag: () => void effects.toBag++,
    },
  });
  const actor = createActor(machine, { input: checkoutModel.inputs![0]! }).start();
  return { actor, effects, placeOrder, live: { machine, actor, actors: { placeOrder }, advance: (ms: number) => vi.advanceTimersByTimeAsync(ms) } };
}

fakeTimersPerTest();

const runs = modelRuns(checkoutModel);

describe('checkout model', () => {
  itReachesEveryStateAndTransition(checkoutModel, runs);

  it.each(runs.flatMap((r) => r.paths.map((p) => [p.description, p] as const)))('%s', async (_description, path) => {
    const { actor, effects, placeOrder, live } = start();
    const keys: string[] = [];
    const sameAsModel = (state: { value: unknown; context: unknown }) => {
      expect(actor.getSnapshot().value).toEqual(state.value);
      expect(actor.getSnapshot().context).toEqual(state.context);
    };
    await path.test({
      states: {
        reviewing: sameAsModel,
        choosing: sameAsModel,
        placing: (state) => {
          sameAsModel(state);
          const sent = placeOrder.inFlight()!.input;
          // the order sent is the bag reviewed, with this attempt's key
          expect(sent).toMatchObject({
            cartId: state.context.bag!.cartId,
            cartVersion: state.context.bag!.version,
            idempotencyKey: idempotencyKeyOf(state.context),
          });
          keys.push(sent.idempotencyKey);
        },
        noAnswer: sameAsModel,
        reloadingBag: sameAsModel,
        placed: (state) => {
          sameAsModel(state);
          expect(effects.placed).toEqual(['SO100001']);
        },
        loginRequired: () => expect(effects.logins).toBe(1),
        bagEmpty: () => expect(effects.toBag).toBe(1),
        orderedElsewhere: () => expect(effects.forgotten).toBe(1),
      },
      events: liveEvents(path, live),
    });
    // a retry after no answer sends the key of the attempt it retries; an answer that placed nothing ends the attempt
    const retried = path.steps.filter((s) => s.event.type === 'checkout.retry').length;
    expect(new Set(keys).size).toBeLessThanOrEqual(keys.length - retried);
    expect(placeOrder.calls.length).toBe(keys.length);
  });
});
