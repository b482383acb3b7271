import type { CartData } from '@contract/cart';
import type { CartEvent } from '@machines/cart/cart.machine';
import { educationCodeMachine } from '@machines/educationCode/educationCode.machine';
import { createActor, fromPromise } from 'xstate';
import type { CartActor } from '@/features/cart/hooks/cart-actor';
import type { Inspect } from './inspector';

/**
 * Sends an education-code change through the cart machine, so that it queues behind whatever the cart has in
 * flight, and settles when the cart has synced it: the cart's error for it rejects (the error modal shows it).
 */
function throughCart(cart: CartActor, event: Extract<CartEvent, { type: 'cart.eligibility.apply' | 'cart.eligibility.delete' }>) {
  return new Promise<void>((resolve, reject) => {
    const before = cart.getSnapshot().context.error;
    cart.send(event);
    const subscription = cart.subscribe((snapshot) => {
      const { error, queue } = snapshot.context;
      if (error && error !== before && error.op.startsWith('eligibility')) {
        subscription.unsubscribe();
        reject(error);
      } else if (queue.length === 0 && snapshot.matches({ sync: 'idle' })) {
        subscription.unsubscribe();
        resolve();
      }
    });
  });
}

/** The education-code form's statechart with its effects: every change goes through the cart's queue. */
export function createEducationCodeActor(cart: CartActor, inspect?: Inspect) {
  const codeOfCart = () => cart.getSnapshot().context.cart?.eligibilityCode ?? null;
  const machine = educationCodeMachine.provide({
    actors: {
      applyCode: fromPromise(({ input }) => throughCart(cart, { type: 'cart.eligibility.apply', ...input })),
      deleteCode: fromPromise(() => throughCart(cart, { type: 'cart.eligibility.delete' })),
      // the cart machine replaced its data with the server's answer already
      refreshCart: fromPromise<CartData['eligibilityCode'] | undefined>(async () => codeOfCart()),
    },
  });
  const actor = createActor(machine, { input: { applied: codeOfCart() }, inspect }).start();
  let last = JSON.stringify(codeOfCart());
  cart.subscribe(() => {
    const now = JSON.stringify(codeOfCart());
    if (now === last) return;
    last = now;
    actor.send({ type: 'educationCode.sync', applied: codeOfCart() });
  });
  return actor;
}
