import { deliveryFee, vatShare } from '../../contract/money.ts';

/** Every amount here is in satang; prices include VAT. */

/** One cart line as read from the database. */
export interface PricedLineInput {
  quantity: number;
  price: number;
  specialPrice: number | null;
  educationPrice: number | null;
  categorySlug: string;
  giftWrappingFlag: boolean;
}

export interface CouponRule {
  code: string;
  kind: 'percent' | 'fixed';
  /** percent: whole percent; fixed: satang */
  value: number;
  maxDiscount: number | null;
  minSpend: number;
  /** category slugs covered; null covers every line */
  categories: string[] | null;
}

export interface PricingContext {
  /** a valid education code is on the cart */
  education: boolean;
  coupon: CouponRule | null;
  /** what wrapping one line costs today (a campaign may make it cheaper or free) */
  giftWrappingPrice: number;
  giftWrappingCampaign: string | null;
}

export interface LineTotals {
  unitPrice: number;
  /** units at the education price: at most one a line */
  educationUnits: number;
  eduDiscount: number;
  /** what the line costs before the education discount */
  totalBeforeEdu: number;
  /** what the line costs */
  totalPrice: number;
  totalStandardPrice: number;
  totalSpecialPrice: number;
  totalGiftWrappingPrice: number;
  /** saved by the special price */
  discount: number;
}

export interface CartTotals {
  totalQuantity: number;
  totalBeforeEdu: number;
  totalEduDiscount: number;
  totalDiscount: number;
  totalDeliveryFee: number;
  totalVat: number;
  totalPayable: number;
  applyRules: { name: string }[];
}

export type CouponProblem = 'min-spend' | 'no-eligible-items' | null;

export function priceLine(line: PricedLineInput, education: boolean, giftWrappingPrice: number): LineTotals {
  const unitPrice = line.specialPrice ?? line.price;
  const eduUnitSaving = education && line.educationPrice !== null ? Math.max(0, unitPrice - line.educationPrice) : 0;
  const educationUnits = eduUnitSaving > 0 ? Math.min(1, line.quantity) : 0;
  const eduDiscount = eduUnitSaving * educationUnits;
  const totalBeforeEdu = unitPrice * line.quantity;
  return {
    unitPrice,
    educationUnits,
    eduDiscount,
    totalBeforeEdu,
    totalPrice: totalBeforeEdu - eduDiscount,
    totalStandardPrice: line.price * line.quantity,
    totalSpecialPrice: line.specialPrice === null ? 0 : line.specialPrice * line.quantity,
    totalGiftWrappingPrice: line.giftWrappingFlag ? giftWrappingPrice : 0,
    discount: (line.price - unitPrice) * line.quantity,
  };
}

/** The coupon's discount on the lines it covers; it never exceeds what those lines cost. */
export function couponDiscount(coupon: CouponRule, lines: PricedLineInput[], priced: LineTotals[]): { discount: number; problem: CouponProblem } {
  const covered = priced.filter((_, i) => coupon.categories === null || coupon.categories.includes(lines[i]!.categorySlug));
  const base = covered.reduce((n, l) => n + l.totalPrice, 0);
  if (covered.length === 0) return { discount: 0, problem: 'no-eligible-items' };
  if (base < coupon.minSpend) return { discount: 0, problem: 'min-spend' };
  const raw = coupon.kind === 'percent' ? Math.floor((base * coupon.value) / 100) : coupon.value;
  const capped = coupon.maxDiscount === null ? raw : Math.min(raw, coupon.maxDiscount);
  return { discount: Math.min(capped, base), problem: null };
}

/** Prices a cart: special price, then education price, then the coupon, wrapping, delivery and the VAT share. */
export function priceCart(lines: PricedLineInput[], context: PricingContext) {
  const priced = lines.map((line) => priceLine(line, context.education, context.giftWrappingPrice));
  const sum = (pick: (l: LineTotals) => number) => priced.reduce((n, l) => n + pick(l), 0);
  const merchandise = sum((l) => l.totalBeforeEdu);
  const wrapping = sum((l) => l.totalGiftWrappingPrice);
  const eduDiscount = sum((l) => l.eduDiscount);
  const coupon = context.coupon && lines.length > 0 ? couponDiscount(context.coupon, lines, priced) : { discount: 0, problem: null };
  const afterDiscounts = merchandise - eduDiscount - coupon.discount;
  const delivery = lines.length === 0 ? 0 : deliveryFee(afterDiscounts);
  const payable = afterDiscounts + wrapping + delivery;

  const applyRules = [
    ...(sum((l) => l.discount) > 0 ? ['special-price'] : []),
    ...(eduDiscount > 0 ? ['education-price'] : []),
    ...(context.coupon && coupon.discount > 0 ? [`coupon:${context.coupon.code}`] : []),
    ...(lines.some((l) => l.giftWrappingFlag) ? ['gift-wrapping'] : []),
    ...(context.giftWrappingCampaign && lines.some((l) => l.giftWrappingFlag) ? [`gift-wrapping-campaign:${context.giftWrappingCampaign}`] : []),
    ...(lines.length > 0 ? [delivery === 0 ? 'free-delivery' : 'delivery-fee'] : []),
  ].map((name) => ({ name }));

  const totals: CartTotals = {
    totalQuantity: lines.reduce((n, l) => n + l.quantity, 0),
    totalBeforeEdu: merchandise + wrapping,
    totalEduDiscount: eduDiscount,
    totalDiscount: coupon.discount,
    totalDeliveryFee: delivery,
    totalVat: vatShare(payable),
    totalPayable: payable,
    applyRules,
  };
  return { lines: priced, totals, couponProblem: coupon.problem };
}
