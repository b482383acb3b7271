/** Money is kept in satang (integers) and answered in baht with two decimals at most. */
export const baht = (satang: number) => Math.round(satang) / 100;
