/** Money is kept in satang (integers) and answered in baht with two decimals at most. */
export const baht = (satang: number) => Math.round(satang) / 100;

/**
 * The most one order may total, in satang. The orders' money columns are 32-bit integers, which end at
 * 21,474,836.47 baht; an order above this is refused with its own answer rather than failing on the insert.
 */
export const MAX_ORDER_TOTAL = 20_000_000_00;
