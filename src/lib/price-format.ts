// one formatter for every price, made at the first price shown: toLocaleString with options builds a new one per
// call, which a listing feels, and the first formatter loads the number data, which the app's start should not wait for
let formatters: { whole: Intl.NumberFormat; withSatang: Intl.NumberFormat } | undefined;
const priceFormatters = () =>
  (formatters ??= {
    whole: new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }),
    withSatang: new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  });

/**
 * Spec section 9: 0 shows '0', a missing price '-', anything else with thousands separators. Money with satang
 * shows both digits ('778.50', never '778.5'); whole baht none.
 */
export function formatPrice(value: number | null | undefined): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '-';
  const satang = Math.round(value * 100);
  if (satang === 0) return '0';
  const { whole, withSatang } = priceFormatters();
  return satang % 100 === 0 ? whole.format(satang / 100) : withSatang.format(satang / 100);
}

/** A price with its currency, as shown on cards and the cart: '฿29,900'. */
export const formatBaht = (value: number | null | undefined) => {
  const text = formatPrice(value);
  return text === '-' ? text : `฿${text}`;
};

/**
 * A price or a min-max range: '฿14,900 - ฿19,400'. A narrow card breaks the range only after its dash, never before
 * it (a no-break space holds the dash to the first price).
 */
export const formatBahtRange = (min: number | null | undefined, max?: number | null) =>
  max === undefined || max === null || max === min ? formatBaht(min) : `${formatBaht(min)}\u00a0- ${formatBaht(max)}`;
