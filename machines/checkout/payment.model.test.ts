import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { OrderData } from '../../contract/order.ts';
import type { CreatePaymentBody } from '../../contract/payment.ts';
import { controlled, liveEvents } from '../testing/live.ts';
import { modelRuns } from '../testing/model.ts';
import { fakeTimersPerTest, itReachesEveryStateAndTransition } from '../testing/suite.ts';
import type { StartedPayment } from './payment.machine.ts';
import { paymentModel } from './payment.model.ts';

function start() {
  const loadOrder = controlled<OrderData, { orderId: string }>();
  const startPayment = controlled<StartedPayment, { orderId: string; body: CreatePaymentBody }>();
  const effects = { gateway: [] as string[], thankYou: 0 };
  const machine = paymentModel.machine.provide({
    actors: { loadOrder: loadOrder.logic, startPayment: startPayment.logic },
    actions: {
      goToGateway: (_, url) => void effects.gateway.push(url),
      goToThankYou: () => void effects.thankYou++,
    },
  });
  const actor = createActor(machine, { input: paymentModel.inputs![0]! }).start();
  return {
    actor,
    effects,
    loadOrder,
    startPayment,
    live: { machine, actor, actors: { loadOrder, startPayment }, advance: (ms: number) => vi.advanceTimersByTimeAsync(ms) },
  };
}

fakeTimersPerTest();

const runs = modelRuns(paymentModel);

describe('payment model', () => {
  itReachesEveryStateAndTransition(paymentModel, runs);

  it.each(runs.flatMap((r) => r.paths.map((p) => [p.description, p] as const)))('%s', async (_description, path) => {
    const { actor, effects, loadOrder, startPayment, live } = start();
    const sameAsModel = (state: { value: unknown; context: unknown }) => {
      expect(actor.getSnapshot().value).toEqual(state.value);
      expect(actor.getSnapshot().context).toEqual(state.context);
    };
    await path.test({
      states: {
        loading: (state) => {
          sameAsModel(state);
          expect(loadOrder.inFlight()?.input).toEqual({ orderId: 'SO100001' });
        },
        checking: sameAsModel,
        loadFailed: sameAsModel,
        choosing: sameAsModel,
        starting: (state) => {
          sameAsModel(state);
          const { body } = startPayment.inFlight()!.input;
          // the amount is never sent; a transfer names its slip
          expect(body).toEqual(
            body.method === 'bank-transfer' ? { method: 'bank-transfer', slipReference: 'KBANK20261125001' } : { method: state.context.method },
          );
        },
        leaving: () => expect(effects.gateway).toEqual(['/sandbox-gateway/pay/pay_0123456789abcdef']),
        awaitingCard: sameAsModel,
        awaitingPromptPay: sameAsModel,
        awaitingTransferCheck: sameAsModel,
        failed: sameAsModel,
        paid: () => expect(effects.thankYou).toBe(1),
        expired: sameAsModel,
        cancelled: sameAsModel,
      },
      events: liveEvents(path, live),
    });
  });
});
