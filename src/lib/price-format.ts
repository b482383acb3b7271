// one formatter for every price: toLocaleString with options builds a new one per call, which a listing feels
const THOUSANDS = new Intl.NumberFormat('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2 });

/** Spec section 9: 0 shows '0', a missing price '-', anything else with thousands separators. */
export function formatPrice(value: number | null | undefined): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '-';
  if (value === 0) return '0';
  return THOUSANDS.format(value);
}

/** A price with its currency, as shown on cards and the cart: '฿29,900'. */
export const formatBaht = (value: number | null | undefined) => {
  const text = formatPrice(value);
  return text === '-' ? text : `฿${text}`;
};
