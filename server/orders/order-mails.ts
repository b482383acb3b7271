import { eq } from 'drizzle-orm';
import type { OrderAddress } from '../../contract/order.ts';
import type { PaymentMethod } from '../../contract/payment-method.ts';
import type { Tx } from '../db/client.ts';
import { customers, orders } from '../db/schema.ts';
import type { Lang } from '../http/lang.ts';
import { orderCancelledMail, orderConfirmationMail, type OrderMailFacts, orderRefundedMail, paymentReceivedMail } from '../mail/order-templates.ts';
import type { Services } from '../services.ts';
import { formatBaht, orderDataOf } from './read.ts';

const thb = (satang: number) => `฿${formatBaht(satang)}`;

/** A moment as 'dd MM yyyy HH:mm:ss' (spec section 9) in Thai time, which is UTC+7 all year; a Thai year is Buddhist. */
export function thaiDateTime(at: Date, lang: Lang) {
  const t = new Date(at.getTime() + 7 * 3600_000);
  const two = (n: number) => String(n).padStart(2, '0');
  const year = t.getUTCFullYear() + (lang === 'th' ? 543 : 0);
  return `${two(t.getUTCDate())} ${two(t.getUTCMonth() + 1)} ${year} ${two(t.getUTCHours())}:${two(t.getUTCMinutes())}:${two(t.getUTCSeconds())}`;
}

/** What the order mails show, in the order's language, and where they go. */
async function factsOf(db: Tx, origin: string, orderId: string) {
  const [found] = await db
    .select({ order: orders, firstName: customers.firstName })
    .from(orders)
    .leftJoin(customers, eq(customers.id, orders.customerId))
    .where(eq(orders.id, orderId));
  if (!found) throw new Error(`order ${orderId} does not exist`);
  const { order } = found;
  const lang = order.locale;
  const data = await orderDataOf(db, lang, order);
  const facts: OrderMailFacts = {
    firstName: found.firstName ?? (order.shippingAddress as OrderAddress).firstName,
    orderId: order.id,
    lines: data.items.map((item) => ({
      name: item.description ? `${item.name} (${item.description})` : item.name,
      quantity: item.quantity,
      // before the education discount, which the discount row takes off with the coupon's
      amount: thb(Math.round((item.totalPrice + item.eduDiscount) * 100)),
    })),
    discount: order.totalDiscount > 0 ? thb(order.totalDiscount) : null,
    educationDiscount: order.totalEduDiscount > 0 ? thb(order.totalEduDiscount) : null,
    deliveryFee: order.totalDeliveryFee > 0 ? thb(order.totalDeliveryFee) : null,
    total: thb(order.totalPayable),
    // a customer's order is in their account; a guest's (a pre-order) is followed on the tracking page, number filled in
    link: `${origin}${lang === 'en' ? '/en' : ''}${order.customerId === null ? '/order-tracking' : '/my-account/order'}/${order.id}`,
    preorder: order.preorderSessionId !== null,
  };
  const paidWith = data.payments.find((payment) => payment.status === 'succeeded')?.method ?? null;
  return { lang, to: order.email, facts, expiresAt: order.expiresAt, receiptNumber: order.receiptNumber, creditNoteNumber: order.creditNoteNumber, paidWith };
}

/*
 * Both mails go into the outbox in the transaction that places or pays the order: they leave if and only if it
 * commits, and a slow or failing mail server never holds up or fails an order or a payment.
 */

/** The order-confirmation mail, once, when an order is placed (not on an idempotent replay). */
export async function mailOrderPlaced(services: Services, tx: Tx, origin: string, orderId: string) {
  const { lang, to, facts, expiresAt } = await factsOf(tx, origin, orderId);
  await services.mailer.send({ to, ...orderConfirmationMail(lang, { ...facts, deadline: thaiDateTime(expiresAt, lang) }) }, tx);
}

/** The payment-received mail, once, when a payment moves the order to paid. */
export async function mailPaymentReceived(services: Services, tx: Tx, origin: string, orderId: string, method: PaymentMethod) {
  const { lang, to, facts, receiptNumber } = await factsOf(tx, origin, orderId);
  if (!receiptNumber) throw new Error(`order ${orderId} is paid without a receipt`);
  await services.mailer.send({ to, ...paymentReceivedMail(lang, { ...facts, method, receiptNumber }) }, tx);
}

/** The cancellation mail, once, when the customer cancels an order they had not paid for. */
export async function mailOrderCancelled(services: Services, tx: Tx, origin: string, orderId: string) {
  const { lang, to, facts } = await factsOf(tx, origin, orderId);
  await services.mailer.send({ to, ...orderCancelledMail(lang, facts) }, tx);
}

/** The refund mail, once, when the shop cancels a paid order: the credit note taking its receipt back is issued with it. */
export async function mailOrderRefunded(services: Services, tx: Tx, origin: string, orderId: string) {
  const { lang, to, facts, receiptNumber, creditNoteNumber, paidWith } = await factsOf(tx, origin, orderId);
  if (!receiptNumber || !creditNoteNumber || !paidWith) return;
  await services.mailer.send({ to, ...orderRefundedMail(lang, { ...facts, method: paidWith, receiptNumber, creditNoteNumber }) }, tx);
}
