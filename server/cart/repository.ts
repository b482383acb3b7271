import { and, eq, isNull, sql } from 'drizzle-orm';
import type { CartData, CartItem } from '../../contract/cart.ts';
import { capacityIn } from '../catalogue/capacity.ts';
import type { Tx } from '../db/client.ts';
import { run } from '../db/prepared.ts';
import { cartItems, carts, skus } from '../db/schema.ts';
import type { Localized } from '../http/errors.ts';
import { type Lang, pick } from '../http/lang.ts';
import { baht } from '../money.ts';
import { educationGroupOf } from '../orders/education-limits.ts';
import type { GiftWrappingToday } from './gift-wrapping.ts';
import { cartErrors } from './messages.ts';
import { type CouponRule, priceCart } from './pricing.ts';
import { codeState } from './rules.ts';
import { pricedCart } from './statements.ts';

export async function lockCart(tx: Tx, cartId: string) {
  const [cart] = await tx.select().from(carts).where(eq(carts.id, cartId)).for('update');
  return cart;
}

const bundleIs = (bundleParentId: number | null) => (bundleParentId === null ? isNull(cartItems.bundleParentId) : eq(cartItems.bundleParentId, bundleParentId));

export async function findLine(tx: Tx, cartId: string, skuId: number, bundleParentId: number | null) {
  const [line] = await tx
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.cartId, cartId), eq(cartItems.skuId, skuId), bundleIs(bundleParentId)));
  return line;
}

export async function findSku(tx: Tx, skuId: number) {
  const [sku] = await tx.select().from(skus).where(eq(skus.id, skuId));
  return sku;
}

export async function touchCart(tx: Tx, cartId: string) {
  await tx
    .update(carts)
    .set({ version: sql`${carts.version} + 1`, updatedAt: new Date() })
    .where(eq(carts.id, cartId));
}

/** A cart with its lines, its codes and every amount priced from the database (satang). Needs `cartStatementsReady`. */
export async function loadPricedCart(tx: Tx, cartId: string, now: Date, giftWrapping: GiftWrappingToday) {
  const found = await run(tx, pricedCart, [cartId]);
  if (found.length === 0) return undefined;
  const { cart, coupon, eligibility } = found[0]!;
  const rows = found.flatMap(({ line, sku, product, category }) => (line ? [{ line, sku: sku!, product: product!, category: category! }] : []));

  const couponState = coupon ? codeState(coupon, now) : null;
  const education = eligibility !== null && codeState(eligibility, now) === 'ok';
  const couponRule: CouponRule | null = coupon && couponState === 'ok' ? { ...coupon, categories: coupon.categories ?? null } : null;
  const pricing = priceCart(
    rows.map(({ line, sku, category }) => ({
      quantity: line.quantity,
      price: sku.price,
      specialPrice: sku.specialPrice,
      educationPrice: sku.educationPrice,
      categorySlug: category.slug,
      giftWrappingFlag: line.giftWrappingFlag,
    })),
    { education, coupon: couponRule, giftWrappingPrice: giftWrapping.price, giftWrappingCampaign: giftWrapping.campaign },
  );
  return { cart, coupon, couponState, eligibility, education, rows, ...pricing };
}

export type PricedCart = NonNullable<Awaited<ReturnType<typeof loadPricedCart>>>;

/** Why the coupon on the cart takes nothing off (since expired or used up, not started, below its minimum, nothing it covers); null when it applies. */
export function couponProblemText(priced: PricedCart): Localized | null {
  const { coupon, couponState, couponProblem } = priced;
  if (!coupon) return null;
  if (couponState === 'expired') return cartErrors.couponExpired().localized;
  if (couponState === 'used-up') return cartErrors.couponUsedUp().localized;
  if (couponState === 'not-started') return cartErrors.couponNotStarted().localized;
  if (couponProblem === 'min-spend') return cartErrors.couponMinSpend(coupon.minSpend);
  if (couponProblem === 'no-eligible-items') return cartErrors.couponNoEligibleItems();
  return null;
}

/** The cart as the app shows it. */
export function cartDataOf(lang: Lang, priced: PricedCart): CartData {
  const { cart, rows, lines, totals, eligibility, education } = priced;
  const items: CartItem[] = rows.map(({ line, sku, product, category }, i) => {
    const p = lines[i]!;
    const productName = pick(lang, product.nameTh, product.nameEn);
    const colour = pick(lang, sku.colourNameTh, sku.colourNameEn);
    const capacity = capacityIn(lang, sku);
    const attributes = [
      { label: pick(lang, 'สี', 'Colour'), value: colour },
      ...(capacity ? [{ label: pick(lang, 'ความจุ', 'Capacity'), value: capacity }] : []),
    ];
    return {
      productId: sku.id,
      parentId: product.id,
      productName,
      name: productName,
      description: [capacity, colour].filter(Boolean).join(' · '),
      slug: product.slug,
      url: `/product/${product.slug}_${product.id}`,
      image: { slug: product.slug, colour: sku.colourCode, alt: `${productName} ${colour}` },
      itemType: line.bundleParentId === null ? 'ITEM' : 'OPTION',
      quantity: line.quantity,
      stock: sku.stock,
      limitQty: sku.limitQty,
      price: baht(p.unitPrice),
      standardPrice: baht(sku.price),
      specialPrice: sku.specialPrice === null ? null : { value: baht(sku.specialPrice) },
      educationPrice: education && sku.educationPrice !== null ? baht(sku.educationPrice) : null,
      totalPrice: baht(p.totalPrice),
      totalStandardPrice: baht(p.totalStandardPrice),
      totalSpecialPrice: baht(p.totalSpecialPrice),
      totalGiftWrappingPrice: baht(p.totalGiftWrappingPrice),
      giftWrappingFlag: line.giftWrappingFlag,
      giftWrappingMessage: line.giftWrappingMessage,
      educationFlag: education && sku.educationPrice !== null,
      educationFamily: educationGroupOf(product.family),
      bundleParentId: line.bundleParentId,
      optionProducts: rows.filter((r) => r.line.bundleParentId === sku.id).map((r) => ({ productId: r.sku.id })),
      attributes,
      brand: { label: 'Apple' },
      categoryName: pick(lang, category.nameTh, category.nameEn),
      skuName: sku.sku,
      discount: baht(p.discount),
      createdAt: line.createdAt.toISOString(),
    };
  });

  return {
    cartId: cart.id,
    items,
    eligibilityCode: eligibility ? { customerId: eligibility.schoolCustomerId, eligibilityCode: eligibility.code } : null,
    couponCode: priced.coupon?.code ?? null,
    couponErrorMessage: couponProblemText(priced)?.[lang] ?? null,
    orderId: cart.orderId,
    educationFlag: education,
    version: cart.version,
    totalQuantity: totals.totalQuantity,
    totalBeforeEdu: baht(totals.totalBeforeEdu),
    totalEduDiscount: baht(totals.totalEduDiscount),
    totalDiscount: baht(totals.totalDiscount),
    totalDeliveryFee: baht(totals.totalDeliveryFee),
    totalVat: baht(totals.totalVat),
    totalPayable: baht(totals.totalPayable),
    applyRules: totals.applyRules,
  };
}
