/** Money is kept in satang (integers) and answered in baht with two decimals at most. */
export const baht = (satang: number) => Math.round(satang) / 100;

/** VAT is 7% and prices include it, so the VAT share of an amount is 7/107 of it, rounded to the satang. */
export const vatShare = (grossSatang: number) => Math.round((grossSatang * 7) / 107);
