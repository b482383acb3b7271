import { defineModel } from '../testing/model.ts';
import { orderOf } from './checkout-fixtures.ts';
import { paymentMachine } from './payment.machine.ts';

const failure = (status: number, message: string) => ({ status, message });

export const paymentModel = defineModel({
  machine: paymentMachine,
  inputs: [{ orderId: 'SO100001', method: 'card' }],
  events: [
    { type: 'payment.method.select', method: 'promptpay' },
    { type: 'payment.method.select', method: 'bank-transfer' },
    { type: 'payment.start', slipReference: 'KBANK20261125001' },
    { type: 'payment.retry' },
    { type: 'xstate.done.actor.loadOrder', output: orderOf('pendingPayment') },
    { type: 'xstate.done.actor.loadOrder', output: orderOf('pendingPayment', [['card', 'pending']]) },
    { type: 'xstate.done.actor.loadOrder', output: orderOf('pendingPayment', [['promptpay', 'pending']]) },
    { type: 'xstate.done.actor.loadOrder', output: orderOf('pendingPayment', [['bank-transfer', 'pending']]) },
    { type: 'xstate.done.actor.loadOrder', output: orderOf('pendingPayment', [['card', 'failed']]) },
    { type: 'xstate.done.actor.loadOrder', output: orderOf('paid', [['card', 'succeeded']]) },
    { type: 'xstate.done.actor.loadOrder', output: orderOf('expired') },
    { type: 'xstate.done.actor.loadOrder', output: orderOf('cancelled') },
    { type: 'xstate.error.actor.loadOrder', error: failure(0, 'Network error') },
    { type: 'xstate.done.actor.startPayment', output: { redirectUrl: '/sandbox-gateway/pay/pay_0123456789abcdef' } },
    { type: 'xstate.done.actor.startPayment', output: {} },
    { type: 'xstate.error.actor.startPayment', error: failure(409, 'คำสั่งซื้อนี้ชำระเงินไม่ได้แล้ว') },
    { type: 'xstate.error.actor.startPayment', error: failure(503, 'ช่องทางการชำระเงินนี้ยังไม่เปิดให้บริการ') },
  ],
  instructions: {
    'payment.method.select': (e) => `choose ${String(e.method)}`,
    'payment.start': () => 'click Pay (a bank transfer with slip reference KBANK20261125001)',
    'payment.retry': () => 'click Try again',
    'xstate.done.actor.loadOrder': (e) => {
      const order = e.output as ReturnType<typeof orderOf>;
      const payment = order.payments.at(-1);
      return `the order is ${order.status}${payment ? ` with a ${payment.status} ${payment.method} payment` : ''}`;
    },
    'xstate.error.actor.loadOrder': () => 'the order cannot be read',
    'xstate.done.actor.startPayment': (e) =>
      (e.output as { redirectUrl?: string }).redirectUrl ? 'the gateway answers its hosted page' : 'the payment starts',
    'xstate.error.actor.startPayment': (e) => `starting the payment fails (${String((e.error as { status: number }).status)})`,
  },
});
