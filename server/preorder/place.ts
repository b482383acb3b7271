import { createHash, randomUUID } from 'node:crypto';
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import type { OrderAddress, OrderData } from '../../contract/order.ts';
import type { PreorderBody } from '../../contract/preorder.ts';
import type { Tx } from '../cart/repository.ts';
import { priceCart } from '../cart/pricing.ts';
import type { Db } from '../db/client.ts';
import { categories, orderItems, orders, orderStatusEvents, preorderCampaigns, preorderProducts, products, skus } from '../db/schema.ts';
import { type Lang, pick } from '../http/lang.ts';
import { orderErrors } from '../orders/messages.ts';
import { orderDataOf } from '../orders/read.ts';
import { expireDuePreorders, unitsHeld } from './holdings.ts';
import { preorderErrors } from './messages.ts';
import { skuDescription } from './products.ts';
import { ensureLive, findSession } from './sessions.ts';

export interface PlacePreorder {
  lang: Lang;
  sessionId: string;
  idempotencyKey: string;
  body: v.InferOutput<typeof PreorderBody>;
  now: Date;
  paymentMinutes: number;
}

const requestHash = (input: PlacePreorder) => createHash('sha256').update(JSON.stringify(input.body)).digest('hex');
const scopeOf = (sessionId: string) => `preorder:${sessionId}`;

const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: unknown } | null;
  return e?.code === '23505' || (e?.cause !== undefined && isUniqueViolation(e.cause));
};

function addressesOf({ phone, shippingAddress, billingAddress }: PlacePreorder['body']): { shipping: OrderAddress; billing: OrderAddress } {
  const shipping = { ...shippingAddress, phone, companyName: null, taxId: null };
  return { shipping, billing: billingAddress ? { ...billingAddress, phone } : shipping };
}

async function existingOrder(tx: Tx, input: PlacePreorder) {
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.idempotencyScope, scopeOf(input.sessionId)), eq(orders.idempotencyKey, input.idempotencyKey)));
  if (order && order.requestHash !== requestHash(input)) throw orderErrors.idempotencyReused(input.lang);
  return order;
}

/** The ordered SKUs with their products, in SKU order (so two pre-orders take allocation in the same order). */
async function campaignLines(tx: Tx, input: PlacePreorder, campaignId: string) {
  const quantityOf = new Map(input.body.items.map((i) => [i.productId, i.quantity]));
  const rows = await tx
    .select({ sku: skus, product: products, categorySlug: categories.slug })
    .from(preorderProducts)
    .innerJoin(skus, eq(skus.id, preorderProducts.skuId))
    .innerJoin(products, eq(products.id, skus.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(preorderProducts.campaignId, campaignId), inArray(preorderProducts.skuId, [...quantityOf.keys()])))
    .orderBy(asc(skus.id));
  if (rows.length !== quantityOf.size) throw preorderErrors.notInCampaign(input.lang);
  return rows.map((row) => ({ ...row, quantity: quantityOf.get(row.sku.id)! }));
}

/**
 * Places a pre-order in one transaction. The campaign's row lock serialises the campaign's pre-orders, so
 * the per-email limit (over every session of the email) holds under races; allocation is taken with
 * guarded updates, prices are read from the database. The same Idempotency-Key answers the same order.
 */
export async function placePreorder(db: Db, input: PlacePreorder): Promise<OrderData> {
  const { lang, now } = input;
  const { session } = await findSession(db, lang, input.sessionId);
  await expireDuePreorders(db, session.campaignId, now);
  const attempt = () =>
    db.transaction(async (tx) => {
      const [campaign] = await tx.select().from(preorderCampaigns).where(eq(preorderCampaigns.id, session.campaignId)).for('update');
      const replay = await existingOrder(tx, input);
      if (replay) return orderDataOf(tx, lang, replay);
      ensureLive(lang, session, now);

      const lines = await campaignLines(tx, input, campaign!.id);
      const held = await unitsHeld(tx, campaign!.id, session.email);
      const adding = lines.reduce((n, l) => n + l.quantity, 0);
      if (held + adding > campaign!.limitPerEmail) throw preorderErrors.emailLimit(lang, campaign!.limitPerEmail, held);
      for (const { sku, product, quantity } of lines) {
        const taken = await tx
          .update(preorderProducts)
          .set({ allocation: sql`${preorderProducts.allocation} - ${quantity}` })
          .where(and(eq(preorderProducts.campaignId, campaign!.id), eq(preorderProducts.skuId, sku.id), gte(preorderProducts.allocation, quantity)))
          .returning({ skuId: preorderProducts.skuId });
        if (taken.length === 0) throw preorderErrors.allocationShort(lang, pick(lang, product.nameTh, product.nameEn));
      }

      const priced = priceCart(
        lines.map(({ sku, categorySlug, quantity }) => ({
          quantity,
          price: sku.price,
          specialPrice: sku.specialPrice,
          educationPrice: null,
          categorySlug,
          giftWrappingFlag: false,
        })),
        { education: false, coupon: null, giftWrappingPrice: 0, giftWrappingCampaign: null },
      );
      const numbered = (await tx.execute(sql`select nextval('order_number_seq')::text as next`)) as unknown as { rows: [{ next: string }] };
      const id = `SO${numbered.rows[0].next}`;
      const { shipping, billing } = addressesOf(input.body);
      const { totals } = priced;
      const [order] = await tx
        .insert(orders)
        .values({
          id,
          customerId: null,
          preorderSessionId: session.id,
          cartId: randomUUID(),
          idempotencyScope: scopeOf(session.id),
          idempotencyKey: input.idempotencyKey,
          requestHash: requestHash(input),
          status: 'pendingPayment',
          locale: lang,
          email: session.email,
          phone: input.body.phone,
          shippingAddress: shipping,
          billingAddress: billing,
          applyRules: totals.applyRules,
          totalBeforeEdu: totals.totalBeforeEdu,
          totalEduDiscount: totals.totalEduDiscount,
          totalDiscount: totals.totalDiscount,
          totalDeliveryFee: totals.totalDeliveryFee,
          totalVat: totals.totalVat,
          totalPayable: totals.totalPayable,
          expiresAt: new Date(now.getTime() + input.paymentMinutes * 60_000),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await tx.insert(orderItems).values(
        lines.map(({ sku, product, quantity }, i) => {
          const p = priced.lines[i]!;
          return {
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
            bundleParentId: null,
            quantity,
            unitPrice: p.unitPrice,
            standardPrice: sku.price,
            educationUnits: 0,
            eduDiscount: 0,
            giftWrappingPrice: 0,
            giftWrappingMessage: null,
            totalPrice: p.totalPrice,
          };
        }),
      );
      await tx.insert(orderStatusEvents).values({ orderId: id, status: 'pendingPayment', createdAt: now });
      return orderDataOf(tx, lang, order!);
    });

  try {
    return await attempt();
  } catch (error) {
    // a parallel request with the same key committed first: answer its order
    if (isUniqueViolation(error)) return attempt();
    throw error;
  }
}
