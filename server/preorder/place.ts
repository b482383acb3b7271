import { createHash, randomUUID } from 'node:crypto';
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import type { OrderAddress, OrderData } from '../../contract/order.ts';
import type { PreorderBody } from '../../contract/preorder.ts';
import { priceCart } from '../cart/pricing.ts';
import { areaColumns } from '../customer/addresses.ts';
import { type ThaiAddressBook, thaiAddresses } from '../customer/thai-address.ts';
import type { Db, Tx } from '../db/client.ts';
import { categories, preorderCampaigns, preorderProducts, products, skus } from '../db/schema.ts';
import type { Lang } from '../http/lang.ts';
import { orderDataFrom, orderDataOf } from '../orders/read.ts';
import { insertOrder, orderOfKey, retryOnKeyRace } from '../orders/write.ts';
import { expireDuePreorders, unitsHeld } from './holdings.ts';
import { preorderErrors } from './messages.ts';
import { ensureLive, findSession } from './sessions.ts';

export interface PlacePreorder {
  /** the order's language: its locale, product names and the answer */
  lang: Lang;
  sessionId: string;
  idempotencyKey: string;
  body: v.InferOutput<typeof PreorderBody>;
  now: Date;
  paymentMinutes: number;
  /** runs in the transaction that creates the order (not on a replay): the confirmation mail goes into the outbox there */
  onPlaced?: (tx: Tx, orderId: string) => Promise<void>;
}

const requestHash = (input: PlacePreorder) => createHash('sha256').update(JSON.stringify(input.body)).digest('hex');
const scopeOf = (sessionId: string) => `preorder:${sessionId}`;

/**
 * The order's addresses, their areas checked against the Thai address list as the address book's are (a 400 on
 * the first field that does not fit) and stored with the list's names in both languages.
 */
function addressesOf(
  book: ThaiAddressBook,
  { phone, shippingAddress, billingAddress }: PlacePreorder['body'],
): { shipping: OrderAddress; billing: OrderAddress } {
  const shipping = { ...shippingAddress, ...areaColumns(book, shippingAddress), phone, companyName: null, taxId: null };
  return { shipping, billing: billingAddress ? { ...billingAddress, ...areaColumns(book, billingAddress), phone } : shipping };
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
  if (rows.length !== quantityOf.size) throw preorderErrors.notInCampaign();
  return rows.map((row) => ({ ...row, quantity: quantityOf.get(row.sku.id)! }));
}

/**
 * Places a pre-order in one transaction. The campaign's row lock serialises the campaign's pre-orders, so
 * the per-email limit (over every session of the email) holds under races; allocation is taken with
 * guarded updates, prices are read from the database. The same Idempotency-Key answers the same order.
 */
export async function placePreorder(db: Db, input: PlacePreorder): Promise<OrderData> {
  const { lang, now } = input;
  const { shipping, billing } = addressesOf(await thaiAddresses(), input.body);
  const { session } = await findSession(db, input.sessionId);
  await expireDuePreorders(db, session.campaignId, now);
  const attempt = () =>
    db.transaction(async (tx) => {
      const [campaign] = await tx.select().from(preorderCampaigns).where(eq(preorderCampaigns.id, session.campaignId)).for('update');
      const replay = await orderOfKey(tx, scopeOf(input.sessionId), input.idempotencyKey, requestHash(input));
      if (replay) return orderDataOf(tx, lang, replay);
      ensureLive(session, now);

      const lines = await campaignLines(tx, input, campaign!.id);
      const held = await unitsHeld(tx, campaign!.id, session.email);
      const adding = lines.reduce((n, l) => n + l.quantity, 0);
      if (held + adding > campaign!.limitPerEmail) throw preorderErrors.emailLimit(campaign!.limitPerEmail, held);
      for (const { sku, product, quantity } of lines) {
        const taken = await tx
          .update(preorderProducts)
          .set({ allocation: sql`${preorderProducts.allocation} - ${quantity}` })
          .where(and(eq(preorderProducts.campaignId, campaign!.id), eq(preorderProducts.skuId, sku.id), gte(preorderProducts.allocation, quantity)))
          .returning({ skuId: preorderProducts.skuId });
        if (taken.length === 0) throw preorderErrors.allocationShort({ th: product.nameTh, en: product.nameEn });
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
      const written = await insertOrder(
        tx,
        {
          customerId: null,
          preorderSessionId: session.id,
          cartId: randomUUID(),
          idempotencyScope: scopeOf(session.id),
          idempotencyKey: input.idempotencyKey,
          requestHash: requestHash(input),
          locale: lang,
          email: session.email,
          phone: input.body.phone,
          shippingAddress: shipping,
          billingAddress: billing,
          taxInvoice: null,
          couponId: null,
          couponCode: null,
          eligibilityCodeId: null,
          schoolCustomerId: null,
          totals: priced.totals,
          now,
          paymentMinutes: input.paymentMinutes,
        },
        lines.map(({ sku, product, quantity }, i) => ({ sku, product, bundleParentId: null, quantity, priced: priced.lines[i]!, giftWrappingMessage: null })),
      );
      await input.onPlaced?.(tx, written.order.id);
      return orderDataFrom(lang, { ...written, payments: [] });
    });

  return retryOnKeyRace(attempt);
}
