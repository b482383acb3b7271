/** The baht of a price in groups of three digits, as Thai shops write them: '29,900'. */
const grouped = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * Spec section 9: 0 shows '0', a missing price '-', anything else with thousands separators. Money with satang
 * shows both digits ('778.50', never '778.5'); whole baht none. Written out rather than with Intl.NumberFormat: the
 * first number format a page makes loads the browser's number data, about 20 ms of a phone's first view.
 */
export function formatPrice(value: number | null | undefined): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '-';
  const satang = Math.round(value * 100);
  if (satang === 0) return '0';
  const sign = satang < 0 ? '-' : '';
  const baht = grouped(String(Math.floor(Math.abs(satang) / 100)));
  const rest = Math.abs(satang) % 100;
  return rest === 0 ? `${sign}${baht}` : `${sign}${baht}.${String(rest).padStart(2, '0')}`;
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
