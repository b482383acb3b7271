import { and, eq, sql } from 'drizzle-orm';
import type { OrderAddress, TaxInvoiceData } from '../../contract/order.ts';
import type { Tx } from '../db/client.ts';
import type { CartTotals, LineTotals } from '../cart/pricing.ts';
import { capacityIn } from '../catalogue/capacity.ts';
import { orderItems, orders, orderStatusEvents, type products, type skus } from '../db/schema.ts';
import { type Lang, pick } from '../http/lang.ts';
import { MAX_ORDER_TOTAL } from '../money.ts';
import { orderErrors } from './messages.ts';

type Sku = typeof skus.$inferSelect;
/** what an order keeps of a product */
type Product = Pick<typeof products.$inferSelect, 'id' | 'slug' | 'nameTh' | 'nameEn' | 'family'>;

/** What a shopper reads under a line's name: capacity and colour. */
export const skuDescription = (lang: Lang, sku: Pick<Sku, 'capacity' | 'capacityTh' | 'colourNameTh' | 'colourNameEn'>) =>
  [capacityIn(lang, sku), pick(lang, sku.colourNameTh, sku.colourNameEn)].filter(Boolean).join(' · ');

/** The order an Idempotency-Key already made within its owner; the key with another request is refused. */
export async function orderOfKey(tx: Tx, scope: string, key: string, requestHash: string) {
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.idempotencyScope, scope), eq(orders.idempotencyKey, key)));
  if (order && order.requestHash !== requestHash) throw orderErrors.idempotencyReused();
  return order;
}

const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: unknown } | null;
  return e?.code === '23505' || (e?.cause !== undefined && isUniqueViolation(e.cause));
};

/** On PostgreSQL a parallel request with the same key may commit first: the second attempt answers its order. */
export async function retryOnKeyRace<T>(attempt: () => Promise<T>): Promise<T> {
  try {
    return await attempt();
  } catch (error) {
    if (isUniqueViolation(error)) return attempt();
    throw error;
  }
}

export interface NewOrderLine {
  sku: Sku;
  product: Product;
  bundleParentId: number | null;
  quantity: number;
  priced: LineTotals;
  giftWrappingMessage: string | null;
}

export interface NewOrder {
  customerId: number | null;
  preorderSessionId: string | null;
  cartId: string;
  idempotencyScope: string;
  idempotencyKey: string;
  requestHash: string;
  locale: Lang;
  email: string;
  phone: string;
  shippingAddress: OrderAddress;
  billingAddress: OrderAddress;
  taxInvoice: TaxInvoiceData | null;
  couponId: number | null;
  couponCode: string | null;
  eligibilityCodeId: number | null;
  schoolCustomerId: string | null;
  totals: CartTotals;
  now: Date;
  paymentMinutes: number;
}

/** Writes an order with its next number, its frozen lines and its first status, `pendingPayment`; answers what it wrote. */
export async function insertOrder(tx: Tx, { totals, now, paymentMinutes, ...order }: NewOrder, lines: NewOrderLine[]) {
  if (Math.max(totals.totalBeforeEdu, totals.totalPayable) > MAX_ORDER_TOTAL) throw orderErrors.orderTooLarge();
  const numbered = (await tx.execute(sql`select nextval('order_number_seq')::text as next`)) as unknown as { rows: [{ next: string }] };
  const id = `SO${numbered.rows[0].next}`;
  const [row] = await tx
    .insert(orders)
    .values({
      ...order,
      id,
      status: 'pendingPayment',
      applyRules: totals.applyRules,
      totalBeforeEdu: totals.totalBeforeEdu,
      totalEduDiscount: totals.totalEduDiscount,
      totalDiscount: totals.totalDiscount,
      totalDeliveryFee: totals.totalDeliveryFee,
      totalVat: totals.totalVat,
      totalPayable: totals.totalPayable,
      expiresAt: new Date(now.getTime() + paymentMinutes * 60_000),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  const items = await tx
    .insert(orderItems)
    .values(
      lines.map(({ sku, product, bundleParentId, quantity, priced, giftWrappingMessage }) => ({
        orderId: id,
        skuId: sku.id,
        productId: product.id,
        family: product.family,
        sku: sku.sku,
        slug: product.slug,
        colourCode: sku.colourCode,
        nameTh: product.nameTh,
        nameEn: product.nameEn,
        descriptionTh: skuDescription('th', sku),
        descriptionEn: skuDescription('en', sku),
        bundleParentId,
        quantity,
        unitPrice: priced.unitPrice,
        standardPrice: sku.price,
        educationUnits: priced.educationUnits,
        eduDiscount: priced.eduDiscount,
        giftWrappingPrice: priced.totalGiftWrappingPrice,
        giftWrappingMessage,
        totalPrice: priced.totalPrice + priced.totalGiftWrappingPrice,
      })),
    )
    .returning();
  const history = await tx.insert(orderStatusEvents).values({ orderId: id, status: 'pendingPayment', createdAt: now }).returning();
  return { order: row!, items, history };
}
