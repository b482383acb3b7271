import { orderOf } from '../checkout/checkout-fixtures.ts';
import { defineModel } from '../testing/model.ts';
import { bagCount } from './preorder-bag.ts';
import { DETAILS, SESSION_ID, sessionOf } from './preorder-fixtures.ts';
import { preorderMachine } from './preorder.machine.ts';

const failure = (status: number, code: string | null, message: string) => ({ status, code, message });

export const preorderModel = defineModel({
  machine: preorderMachine,
  inputs: [
    { visitId: 'visit-1', sessionId: null, bag: [] },
    { visitId: 'visit-1', sessionId: SESSION_ID, bag: [{ productId: 1, quantity: 1 }] },
  ],
  events: [
    { type: 'preorder.start', email: 'somchai@example.com' },
    { type: 'xstate.done.actor.startSession', output: { sessionId: SESSION_ID } },
    { type: 'xstate.error.actor.startSession', error: failure(404, 'PREORDER_CAMPAIGN_NOT_FOUND', 'ขณะนี้ไม่มีแคมเปญสั่งจองล่วงหน้าที่เปิดอยู่') },
    { type: 'xstate.done.actor.loadSession', output: sessionOf() },
    { type: 'xstate.done.actor.loadSession', output: sessionOf([0, 1]) },
    { type: 'xstate.error.actor.loadSession', error: failure(404, 'PREORDER_SESSION_EXPIRED', 'รอบการสั่งจองของท่านหมดเวลาแล้ว กรุณาเริ่มสั่งจองใหม่อีกครั้ง') },
    { type: 'xstate.error.actor.loadSession', error: failure(0, null, 'Network error') },
    { type: 'preorder.retry' },
    { type: 'preorder.bag.add', productId: 2 },
    { type: 'preorder.bag.set', productId: 1, quantity: 2 },
    { type: 'preorder.bag.remove', productId: 1 },
    { type: 'preorder.place', details: DETAILS },
    { type: 'xstate.done.actor.placePreorder', output: orderOf('pendingPayment') },
    { type: 'xstate.error.actor.placePreorder', error: failure(404, 'PREORDER_SESSION_EXPIRED', 'รอบการสั่งจองของท่านหมดเวลาแล้ว กรุณาเริ่มสั่งจองใหม่อีกครั้ง') },
    { type: 'xstate.error.actor.placePreorder', error: failure(0, null, 'Network error') },
    { type: 'xstate.error.actor.placePreorder', error: failure(409, 'PREORDER_ALLOCATION_EXHAUSTED', 'สินค้าสั่งจองไม่เพียงพอ: Apple Watch Ultra 3') },
    { type: 'xstate.error.actor.placePreorder', error: failure(422, 'PREORDER_EMAIL_LIMIT', 'สั่งจองได้สูงสุด 2 ชิ้นต่ออีเมล (อีเมลนี้สั่งจองไปแล้ว 2 ชิ้น)') },
    { type: 'preorder.restart' },
  ],
  instructions: {
    'preorder.start': () => 'enter somchai@example.com and click Start pre-order',
    'preorder.retry': () => 'click Try again',
    'preorder.bag.add': () => 'add the second band (one unit left) to the bag',
    'preorder.bag.set': () => 'step the first line up to 2',
    'preorder.bag.remove': () => 'remove the first line',
    'preorder.place': () => 'fill in phone and shipping address and click Pre-order now',
    'preorder.restart': () => 'click Start again (Use another email, in a live session)',
    'xstate.done.actor.startSession': () => 'the session starts',
    'xstate.error.actor.startSession': () => 'no campaign is open',
    'xstate.done.actor.loadSession': (e) =>
      (e.output as ReturnType<typeof sessionOf>).products[0]!.allocation ? 'the session and its products load' : 'the first band is sold out',
    'xstate.error.actor.loadSession': (e) => ((e.error as { status: number }).status ? 'the session has expired on the server' : 'the network fails'),
    'xstate.done.actor.placePreorder': () => 'the pre-order is placed',
    'xstate.error.actor.placePreorder': (e) => {
      const { status, code } = e.error as { status: number; code: string | null };
      return status === 0 ? 'the network fails while placing' : `placing is refused (${status} ${code ?? ''})`.trim();
    },
  },
  // a bag of at most the email's two units, two attempts at most; a restart only after the server said the session is
  // gone (a live run's clock has passed the fixture's expiry after the countdown ran out)
  filterEvents: (snapshot, event) => {
    const { bag, attempt, order, failure } = snapshot.context;
    switch (event.type) {
      case 'preorder.bag.add':
        return bag.length === 0 && order === null;
      case 'preorder.bag.set':
        return bagCount(bag) === 1 && order === null;
      case 'preorder.bag.remove':
        return bag.length > 0 && failure !== null;
      case 'preorder.place':
        return attempt <= 2 && order === null;
      case 'preorder.start':
        return failure === null || attempt === 1;
      // after the server said the session is gone, or for another email while shopping with an empty bag
      case 'preorder.restart':
        return snapshot.context.session === null || (bag.length === 0 && failure === null && order === null);
      default:
        return true;
    }
  },
});
