import { asc, eq } from 'drizzle-orm';
import type { OrderAddress, OrderData } from '../../contract/order.ts';
import type { Tx } from '../db/client.ts';
import { orderItems, type orders, orderStatusEvents, payments } from '../db/schema.ts';
import { type Lang, pick } from '../http/lang.ts';
import { baht } from '../money.ts';
import { REFUND_DUE } from './lifecycle.ts';

type OrderRow = typeof orders.$inferSelect;

/** A baht amount as shoppers read it: thousands separators, satang only when there are some. */
export const formatBaht = (satang: number) => (satang / 100).toLocaleString('en-US', { maximumFractionDigits: 2 });

export const imageUrl = (slug: string, colour: string) => `/images/p/${slug}/${colour}/540.webp`;

/** The order as the confirmation, thank-you and order pages show it. */
export async function orderDataOf(tx: Tx, lang: Lang, order: OrderRow): Promise<OrderData> {
  // one after another: inside a transaction they share one connection
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id));
  const history = await tx.select().from(orderStatusEvents).where(eq(orderStatusEvents.orderId, order.id)).orderBy(asc(orderStatusEvents.id));
  const paid = await tx.select().from(payments).where(eq(payments.orderId, order.id)).orderBy(asc(payments.createdAt));
  return orderDataFrom(lang, { order, items, history, payments: paid });
}

interface OrderRows {
  order: OrderRow;
  items: (typeof orderItems.$inferSelect)[];
  history: (typeof orderStatusEvents.$inferSelect)[];
  payments: (typeof payments.$inferSelect)[];
}

/** The same from rows already at hand (an order just written has no payments yet). */
export function orderDataFrom(lang: Lang, { order, items, history, payments: paid }: OrderRows): OrderData {
  return {
    orderId: order.id,
    orderSessionId: order.sessionId,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    expiredAt: order.expiresAt.toISOString(),
    items: items.map((item) => ({
      productId: item.skuId,
      parentId: item.productId,
      name: pick(lang, item.nameTh, item.nameEn),
      description: pick(lang, item.descriptionTh, item.descriptionEn),
      sku: item.sku,
      url: `/product/${item.slug}_${item.productId}`,
      img: [imageUrl(item.slug, item.colourCode)],
      quantity: item.quantity,
      price: baht(item.unitPrice),
      standardPrice: baht(item.standardPrice),
      educationUnits: item.educationUnits,
      eduDiscount: baht(item.eduDiscount),
      giftWrappingPrice: baht(item.giftWrappingPrice),
      giftWrappingMessage: item.giftWrappingMessage,
      bundleParentId: item.bundleParentId,
      totalPrice: baht(item.totalPrice),
      netPrice: formatBaht(item.totalPrice),
    })),
    couponCode: order.couponCode,
    educationFlag: order.eligibilityCodeId !== null,
    preorder: order.preorderSessionId !== null,
    applyRules: order.applyRules,
    totalBeforeEdu: baht(order.totalBeforeEdu),
    totalEduDiscount: baht(order.totalEduDiscount),
    totalDiscount: baht(order.totalDiscount),
    totalDeliveryFee: baht(order.totalDeliveryFee),
    totalVat: baht(order.totalVat),
    totalPayable: baht(order.totalPayable),
    email: order.email,
    phone: order.phone,
    shippingAddress: order.shippingAddress as OrderAddress,
    billingAddress: order.billingAddress as OrderAddress,
    taxInvoice: order.taxInvoice,
    receipt: order.receiptNumber && order.receiptIssuedAt ? { number: order.receiptNumber, issuedAt: order.receiptIssuedAt.toISOString() } : null,
    creditNote:
      order.creditNoteNumber && order.creditNoteIssuedAt ? { number: order.creditNoteNumber, issuedAt: order.creditNoteIssuedAt.toISOString() } : null,
    statusHistory: history.map((e) => ({ status: e.status, at: e.createdAt.toISOString(), note: e.note })),
    payments: paid.map((p) => ({
      id: p.id,
      method: p.method,
      status: p.status,
      amount: baht(p.amount),
      createdAt: p.createdAt.toISOString(),
      completedAt: p.completedAt?.toISOString() ?? null,
      refundDue: p.failureReason === REFUND_DUE,
    })),
  };
}
