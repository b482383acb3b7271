import { expect, vi } from 'vitest';
import { createActor, fromCallback, setup } from 'xstate';
import type { CartEvent } from '../cart/cart.events.ts';
import { liveEvents } from '../testing/live.ts';
import { describeModel, fakeTimersPerTest } from '../testing/suite.ts';
import { educationCodeModel } from './educationCode.model.ts';

/** The form with a stand-in cart in its system that records what it is sent. */
function start() {
  const sentToCart: CartEvent['type'][] = [];
  const harness = setup({
    actors: { form: educationCodeModel.machine, cart: fromCallback<CartEvent>(({ receive }) => receive((event) => void sentToCart.push(event.type))) },
  }).createMachine({
    invoke: [
      { id: 'cart', systemId: 'cart', src: 'cart' },
      { id: 'form', systemId: 'educationCode', src: 'form' },
    ],
  });
  const actor = createActor(harness).start().getSnapshot().children.form!;
  return { actor, sentToCart, live: { machine: educationCodeModel.machine, actor, advance: (ms: number) => vi.advanceTimersByTimeAsync(ms) } };
}

fakeTimersPerTest();

describeModel('educationCode', educationCodeModel, async (path) => {
  const { actor, sentToCart, live } = start();
  await path.test({
    states: {
      idle: (state) => expect(actor.getSnapshot().value).toEqual(state.value),
      applying: (state) => {
        expect(actor.getSnapshot().value).toEqual(state.value);
        expect(sentToCart.at(-1)).toBe('cart.eligibility.apply');
      },
      removing: (state) => {
        expect(actor.getSnapshot().value).toEqual(state.value);
        expect(sentToCart.at(-1)).toBe('cart.eligibility.delete');
      },
    },
    events: liveEvents(path, live),
  });
});
