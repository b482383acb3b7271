import { eq, inArray } from 'drizzle-orm';
import type { CartData } from '../../contract/cart.ts';
import type { Db } from '../../server/db/client.ts';
import { carts, categories, coupons, eligibilityCodes, products, skus } from '../../server/db/schema.ts';

/**
 * What a cart should cost, recomputed here from the database rows in satang, independently of the server's
 * pricing module: special price, one education-priced unit a line with a valid code, the coupon on covered
 * lines, wrapping at `wrappingSatang` a line, 50 baht delivery under 1,000 baht, VAT 7/107. Answered in baht.
 */
export async function expectedTotals(db: Db, data: CartData, options: { now?: Date; wrappingSatang?: number } = {}) {
  const now = options.now ?? new Date();
  const wrapping = options.wrappingSatang ?? 59_00;
  const [cart] = await db.select().from(carts).where(eq(carts.id, data.cartId));
  const ids = data.items.map((i) => i.productId);
  const rows = ids.length
    ? await db
        .select({ sku: skus, category: categories.slug })
        .from(skus)
        .innerJoin(products, eq(products.id, skus.productId))
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .where(inArray(skus.id, ids))
    : [];
  const byId = new Map(rows.map((r) => [r.sku.id, r]));
  const live = (c: { startsAt: Date; endsAt: Date; uses: number; maxUses: number | null }) =>
    c.startsAt <= now && now <= c.endsAt && (c.maxUses === null || c.uses < c.maxUses);
  const [code] = cart?.eligibilityCodeId ? await db.select().from(eligibilityCodes).where(eq(eligibilityCodes.id, cart.eligibilityCodeId)) : [];
  const [coupon] = cart?.couponId ? await db.select().from(coupons).where(eq(coupons.id, cart.couponId)) : [];
  const education = code !== undefined && live(code);

  let beforeEdu = 0;
  let edu = 0;
  let covered = 0;
  for (const item of data.items) {
    const { sku, category } = byId.get(item.productId)!;
    const unit = sku.specialPrice ?? sku.price;
    const eduSaving = education && sku.educationPrice !== null && sku.educationPrice < unit ? unit - sku.educationPrice : 0;
    beforeEdu += unit * item.quantity + (item.giftWrappingFlag ? wrapping : 0);
    edu += eduSaving;
    if (coupon && (coupon.categories === null || coupon.categories.includes(category))) covered += unit * item.quantity - eduSaving;
  }
  let discount = 0;
  if (coupon && live(coupon) && covered > 0 && covered >= coupon.minSpend) {
    discount = coupon.kind === 'percent' ? Math.floor((covered * coupon.value) / 100) : coupon.value;
    if (coupon.maxDiscount !== null) discount = Math.min(discount, coupon.maxDiscount);
    discount = Math.min(discount, covered);
  }
  const wrapped = data.items.filter((i) => i.giftWrappingFlag).length * wrapping;
  const merchandiseAfter = beforeEdu - wrapped - edu - discount;
  const delivery = data.items.length === 0 || merchandiseAfter >= 1_000_00 ? 0 : 50_00;
  const payable = beforeEdu - edu - discount + delivery;
  return {
    totalBeforeEdu: beforeEdu / 100,
    totalEduDiscount: edu / 100,
    totalDiscount: discount / 100,
    totalDeliveryFee: delivery / 100,
    totalPayable: payable / 100,
    totalVat: Math.round((payable * 7) / 107) / 100,
    totalQuantity: data.items.reduce((n, i) => n + i.quantity, 0),
  };
}
