/**
 * The money rules the server prices every bag and order with, shared with the pre-order bag, which shows its
 * totals before the server prices the pre-order. Amounts are in satang; prices include VAT.
 */
export const DELIVERY_FEE = 50_00;
/** Merchandise after discounts from this amount ships free. */
export const FREE_DELIVERY_FROM = 1_000_00;

/** The delivery fee of a bag with lines whose merchandise, after discounts, comes to `afterDiscounts`. */
export const deliveryFee = (afterDiscounts: number) => (afterDiscounts >= FREE_DELIVERY_FROM ? 0 : DELIVERY_FEE);

/** VAT is 7% and prices include it, so the VAT share of an amount is 7/107 of it, rounded to the satang. */
export const vatShare = (grossSatang: number) => Math.round((grossSatang * 7) / 107);
