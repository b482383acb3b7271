import { ORDER_EXPIRY_FORMAT, type Locale } from '@contract/constants';
import { format } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';
import { th } from 'date-fns/locale/th';

const LOCALES = { th, en: enUS } as const;

/** Spec section 9: a moment as 'dd MM yyyy HH:mm:ss' in the shopper's locale and time zone; '-' when unreadable. */
export function formatDateTime(iso: string, locale: Locale): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '-' : format(date, ORDER_EXPIRY_FORMAT, { locale: LOCALES[locale] });
}
