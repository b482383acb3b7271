import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { OrderData } from '../../contract/order.ts';
import { controlled, liveEvents } from '../testing/live.ts';
import { modelRuns } from '../testing/model.ts';
import { fakeTimersPerTest, itReachesEveryStateAndTransition } from '../testing/suite.ts';
import { TEST_NOW } from './preorder-fixtures.ts';
import { idempotencyKeyOf, type LoadedSession, type PlacePreorderInput } from './preorder.machine.ts';
import { preorderModel } from './preorder.model.ts';
import { isOrderable } from './preorder-bag.ts';
import { limitsOf } from './preorder.machine.ts';

function start(input: NonNullable<typeof preorderModel.inputs>[number] | undefined) {
  const startSession = controlled<{ sessionId: string }, { email: string }>();
  const loadSession = controlled<LoadedSession, { sessionId: string }>();
  const placePreorder = controlled<OrderData, PlacePreorderInput>();
  const effects = { remembered: [] as string[], placed: [] as string[], stored: 0, forgotten: 0, toProducts: 0, toStart: 0 };
  const machine = preorderModel.machine.provide({
    actors: { startSession: startSession.logic, loadSession: loadSession.logic, placePreorder: placePreorder.logic },
    actions: {
      rememberSession: (_, id) => void effects.remembered.push(id),
      storeBag: () => void effects.stored++,
      orderPlaced: (_, order) => void effects.placed.push(order.orderId),
      forgetSession: () => void effects.forgotten++,
      goToProducts: () => void effects.toProducts++,
      goToStart: () => void effects.toStart++,
    },
  });
  const actor = createActor(machine, { input: input! }).start();
  const actors = { startSession, loadSession, placePreorder };
  return { actor, effects, placePreorder, live: { machine, actor, actors, advance: (ms: number) => vi.advanceTimersByTimeAsync(ms) } };
}

fakeTimersPerTest();

const runs = modelRuns(preorderModel);

describe('pre-order model', () => {
  itReachesEveryStateAndTransition(preorderModel, runs);

  it.each(runs.flatMap((r) => r.paths.map((p) => [p.description, r.input, p] as const)))('%s', async (_description, input, path) => {
    vi.setSystemTime(TEST_NOW);
    const { actor, effects, placePreorder, live } = start(input);
    const keys: string[] = [];
    const sameAsModel = (state: { value: unknown; context: unknown }) => {
      expect(actor.getSnapshot().value).toEqual(state.value);
      expect(actor.getSnapshot().context).toEqual(state.context);
    };
    await path.test({
      states: {
        starting: sameAsModel,
        creating: sameAsModel,
        loading: sameAsModel,
        loadFailed: sameAsModel,
        'active.shopping': (state) => {
          sameAsModel(state);
          if (state.context.order) expect(effects.placed).toEqual(['SO100001']);
        },
        'active.placing': (state) => {
          sameAsModel(state);
          const sent = placePreorder.inFlight()!.input;
          // the bag as it is, within its limits, with this attempt's key; never a price
          expect(isOrderable(state.context.bag, limitsOf(state.context.session))).toBe(true);
          expect(sent.idempotencyKey).toBe(idempotencyKeyOf(state.context));
          expect(sent.body.items).toEqual(state.context.bag);
          keys.push(sent.idempotencyKey);
        },
        'active.noAnswer': sameAsModel,
        'active.refreshing': sameAsModel,
        expired: sameAsModel,
      },
      events: liveEvents(path, live),
    });
    // the retry after no answer sends the key of the attempt it retries
    const retried = path.steps.filter((s, i) => s.event.type === 'preorder.retry' && path.steps[i - 1]?.state.matches({ active: 'noAnswer' })).length;
    expect(new Set(keys).size).toBe(keys.length - retried);
    expect(effects.toStart).toBe(path.steps.filter((s) => s.event.type === 'preorder.restart').length);
    if (path.steps.some((s) => s.event.type === 'xstate.done.actor.startSession')) expect(effects.remembered).toHaveLength(1);
  });
});
