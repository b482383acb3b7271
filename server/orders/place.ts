import { createHash } from 'node:crypto';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import type { OrderAddress, OrderData, PlaceOrderBody } from '../../contract/order.ts';
import { giftWrappingToday } from '../cart/gift-wrapping.ts';
import { cartErrors } from '../cart/messages.ts';
import { couponProblemText, loadPricedCart, type PricedCart } from '../cart/repository.ts';
import { customerCouponUses } from '../cart/service.ts';
import { addressNotFound } from '../customer/addresses.ts';
import { cartStatementsReady } from '../cart/statements.ts';
import type { Db, Tx } from '../db/client.ts';
import { addresses, carts, couponRedemptions, coupons, customers, eligibilityCodes, skus } from '../db/schema.ts';
import { type Localized, say } from '../http/errors.ts';
import type { Lang } from '../http/lang.ts';
import { educationGroupOf, type EducationGroup, firstExceeded, yearlyLimitMessage } from './education-limits.ts';
import { educationBoughtThisYear } from './education-quota.ts';
import { baht } from '../money.ts';
import { orderErrors } from './messages.ts';
import { orderDataFrom, orderDataOf } from './read.ts';
import { insertOrder, orderOfKey, retryOnKeyRace } from './write.ts';

export interface PlaceOrder extends v.InferOutput<typeof PlaceOrderBody> {
  /** the order's language: its mails, and the product names of the answer */
  lang: Lang;
  customerId: number;
  idempotencyKey: string;
  now: Date;
  paymentMinutes: number;
  /** runs in the transaction that creates the order (not on a replay): the confirmation mail goes into the outbox there */
  onPlaced?: (tx: Tx, orderId: string) => Promise<void>;
}

/** What the request asked for; one without address or tax-invoice choices hashes as before they existed, so its key still answers its order. */
function requestHash({ cartId, cartVersion, shippingAddressId, billingAddressId, taxInvoice }: PlaceOrder) {
  const choices = [shippingAddressId ?? null, billingAddressId ?? null, taxInvoice ?? null];
  const request = choices.every((choice) => choice === null) ? [cartId, cartVersion] : [cartId, cartVersion, ...choices];
  return createHash('sha256').update(JSON.stringify(request)).digest('hex');
}
const scopeOf = (customerId: number) => `customer:${customerId}`;

/**
 * The shipping and billing addresses the customer chose from their address book, each by default the first of
 * its type; an order may also be delivered to one of the additional addresses. An id that is not theirs, or not of
 * a type the choice takes, answers 404 as any other customer's data does.
 */
async function chosenAddresses(tx: Tx, input: PlaceOrder) {
  const rows = await tx.select().from(addresses).where(eq(addresses.customerId, input.customerId)).orderBy(asc(addresses.position), asc(addresses.id));
  const choose = (kinds: readonly (typeof rows)[number]['kind'][], id: number | undefined): OrderAddress | undefined => {
    // by default the first address of the first kind the book has, as checkout shows it selected
    const row =
      id === undefined
        ? kinds.map((kind) => rows.find((r) => r.kind === kind)).find((r) => r !== undefined)
        : rows.find((r) => r.id === id && kinds.includes(r.kind));
    if (!row && id !== undefined) throw addressNotFound();
    if (!row) return undefined;
    const { firstName, lastName, phone, companyName, taxId, address, subdistrict, district, province, postcode, subdistrictEn, districtEn, provinceEn } = row;
    return { firstName, lastName, phone, companyName, taxId, address, subdistrict, district, province, postcode, subdistrictEn, districtEn, provinceEn };
  };
  return { shipping: choose(['shipping', 'additional'], input.shippingAddressId), billing: choose(['billing'], input.billingAddressId) };
}

/** Education units this order would add, and the customer already bought this year, by yearly-limit group. */
async function checkEducationLimits(tx: Tx, input: PlaceOrder, priced: PricedCart) {
  const adding = new Map<EducationGroup, number>();
  priced.rows.forEach(({ product }, i) => {
    const group = educationGroupOf(product.family);
    const units = priced.lines[i]!.educationUnits;
    if (group && units > 0) adding.set(group, (adding.get(group) ?? 0) + units);
  });
  if (adding.size === 0) return;
  const bought = await educationBoughtThisYear(tx, input.customerId, input.now);
  const over = firstExceeded(bought, adding);
  if (over) throw orderErrors.educationYearlyLimit(yearlyLimitMessage(over, bought.get(over) ?? 0));
}

/** Takes the units from stock in SKU order (so two orders never wait on each other); never below zero. */
async function reserveStock(tx: Tx, priced: PricedCart) {
  const wanted = new Map<number, { quantity: number; name: Localized }>();
  for (const { line, product } of priced.rows) {
    const entry = wanted.get(line.skuId) ?? { quantity: 0, name: say(product.nameTh, product.nameEn) };
    entry.quantity += line.quantity;
    wanted.set(line.skuId, entry);
  }
  for (const skuId of [...wanted.keys()].sort((a, b) => a - b)) {
    const { quantity, name } = wanted.get(skuId)!;
    const taken = await tx
      .update(skus)
      .set({ stock: sql`${skus.stock} - ${quantity}` })
      .where(and(eq(skus.id, skuId), gte(skus.stock, quantity)))
      .returning({ id: skus.id });
    if (taken.length === 0) throw orderErrors.outOfStock(name);
  }
}

/** Counts the coupon's use; a single-use coupon stays single-use however many checkouts race for it. */
async function redeemCoupon(tx: Tx, input: PlaceOrder, priced: PricedCart) {
  const { coupon } = priced;
  if (!coupon) return;
  if (priced.couponState === 'used-up') throw orderErrors.couponUsedUp();
  const problem = couponProblemText(priced);
  if (problem) throw orderErrors.couponUnavailable(problem);
  const taken = await tx
    .update(coupons)
    .set({ uses: sql`${coupons.uses} + 1` })
    .where(and(eq(coupons.id, coupon.id), sql`(${coupons.maxUses} is null or ${coupons.uses} < ${coupons.maxUses})`))
    .returning({ id: coupons.id });
  if (taken.length === 0) throw orderErrors.couponUsedUp();
  if (coupon.maxUsesPerCustomer !== null && (await customerCouponUses(tx, coupon.id, input.customerId)) >= coupon.maxUsesPerCustomer)
    throw orderErrors.couponCustomerLimit();
}

async function redeemEducationCode(tx: Tx, input: PlaceOrder, priced: PricedCart) {
  if (!priced.eligibility) return;
  if (!priced.education) throw orderErrors.educationCodeUnavailable();
  const taken = await tx
    .update(eligibilityCodes)
    .set({ uses: sql`${eligibilityCodes.uses} + 1` })
    .where(and(eq(eligibilityCodes.id, priced.eligibility.id), sql`${eligibilityCodes.uses} < ${eligibilityCodes.maxUses}`))
    .returning({ id: eligibilityCodes.id });
  if (taken.length === 0) throw orderErrors.educationCodeUnavailable();
  await checkEducationLimits(tx, input, priced);
}

/**
 * Places the order for a customer's cart in one transaction: the customer's row lock serialises their
 * checkouts, the cart's lock its writes; prices are frozen from the database, stock, coupon and
 * education-code uses are taken with guarded updates. The same Idempotency-Key answers the same order.
 */
export async function placeOrder(db: Db, input: PlaceOrder): Promise<{ created: boolean; order: OrderData }> {
  await cartStatementsReady(db);
  const wrapping = await giftWrappingToday(db, input.now);
  const attempt = () =>
    db.transaction(async (tx) => {
      const [customer] = await tx.select().from(customers).where(eq(customers.id, input.customerId)).for('update');
      const replay = await orderOfKey(tx, scopeOf(input.customerId), input.idempotencyKey, requestHash(input));
      if (replay)
        return {
          created: false,
          order: await orderDataOf(tx, input.lang, replay),
        };

      const [cart] = await tx.select().from(carts).where(eq(carts.id, input.cartId)).for('update');
      if (!cart || cart.customerId !== input.customerId) throw cartErrors.cartNotFound();
      if (cart.orderId !== null) throw orderErrors.cartOrdered();
      if (cart.version !== input.cartVersion) throw orderErrors.cartChanged();
      const priced = (await loadPricedCart(tx, cart.id, input.now, wrapping))!;
      if (priced.rows.length === 0) throw orderErrors.cartEmpty();
      if (input.expectedTotal !== undefined && baht(priced.totals.totalPayable) !== input.expectedTotal) throw orderErrors.priceChanged();
      const { shipping, billing } = await chosenAddresses(tx, input);
      if (!shipping) throw orderErrors.shippingAddressRequired();
      if (!billing) throw orderErrors.billingAddressRequired();

      await redeemCoupon(tx, input, priced);
      await redeemEducationCode(tx, input, priced);
      await reserveStock(tx, priced);

      const written = await insertOrder(
        tx,
        {
          customerId: input.customerId,
          preorderSessionId: null,
          cartId: cart.id,
          idempotencyScope: scopeOf(input.customerId),
          idempotencyKey: input.idempotencyKey,
          requestHash: requestHash(input),
          locale: input.lang,
          email: customer!.email,
          phone: customer!.phone ?? shipping.phone,
          shippingAddress: shipping,
          billingAddress: billing,
          taxInvoice: input.taxInvoice ?? null,
          couponId: priced.coupon?.id ?? null,
          couponCode: priced.coupon?.code ?? null,
          eligibilityCodeId: priced.eligibility?.id ?? null,
          schoolCustomerId: priced.eligibility?.schoolCustomerId ?? null,
          totals: priced.totals,
          now: input.now,
          paymentMinutes: input.paymentMinutes,
        },
        priced.rows.map(({ line, sku, product }, i) => ({
          sku,
          product,
          bundleParentId: line.bundleParentId,
          quantity: line.quantity,
          priced: priced.lines[i]!,
          giftWrappingMessage: line.giftWrappingFlag ? line.giftWrappingMessage : null,
        })),
      );
      if (priced.coupon)
        await tx.insert(couponRedemptions).values({
          couponId: priced.coupon.id,
          orderId: written.order.id,
          customerId: input.customerId,
          email: customer!.email,
        });
      await tx.update(carts).set({ orderId: written.order.id, updatedAt: input.now }).where(eq(carts.id, cart.id));
      await input.onPlaced?.(tx, written.order.id);
      return {
        created: true,
        order: orderDataFrom(input.lang, { ...written, payments: [] }),
      };
    });

  return retryOnKeyRace(attempt);
}
