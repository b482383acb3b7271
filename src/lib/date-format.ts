import { ORDER_EXPIRY_FORMAT, type Locale } from '@contract/constants';
import { format } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';
import { th } from 'date-fns/locale/th';

const LOCALES = { th, en: enUS } as const;

/**
 * When something happened (an order placed, a status reached, a payment made), as a Thai or English reader writes
 * it, in the shopper's time zone: '26 พ.ย. 2569 19:43' (the Buddhist year, as Thai dates in words elsewhere in the
 * shop), '26 Nov 2026, 19:43'; '-' when unreadable. A deadline keeps the spec's numeric form (formatDateTime).
 */
export function formatMoment(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '-';
  return new Intl.DateTimeFormat(locale === 'th' ? 'th-TH' : 'en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
}

/** Spec section 9: a deadline (an order's or a pre-order session's expiry) as 'dd MM yyyy HH:mm:ss' in the shopper's locale and time zone; '-' when unreadable. */
export function formatDateTime(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '-';
  // a Thai reader's year is the Buddhist one, as in every other Thai date of the shop (date-fns writes the Gregorian)
  const pattern = locale === 'th' ? ORDER_EXPIRY_FORMAT.replace('yyyy', `'${date.getFullYear() + 543}'`) : ORDER_EXPIRY_FORMAT;
  return format(date, pattern, { locale: LOCALES[locale] });
}
