import { msg } from '@lingui/core/macro';
import * as v from 'valibot';
import { i18n } from '@/lib/i18n';

export type TrackingValues = { orderId: string; contact: string };

/** An order number as shoppers type it: spaces and lower case do not matter. */
export const normalOrderId = (typed: string) => typed.replace(/\s+/g, '').toUpperCase();

/**
 * The email or phone the order was placed with: an email as typed (trimmed, lower case), a phone as its digits
 * ('081-234 5678' and '+66 81 234 5678' are 0812345678).
 */
export function normalContact(typed: string) {
  const text = typed.trim();
  if (text.includes('@')) return text.toLowerCase();
  const digits = text.replace(/[\s().-]/g, '');
  return digits.startsWith('+66') ? `0${digits.slice(3)}` : digits;
}

const isContact = (contact: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(contact) || /^0\d{9}$/.test(contact);

/** The tracking form's rules, in the page's language (messages are read when a field is checked). */
export const TrackingForm = v.object({
  orderId: v.pipe(
    v.string(),
    v.transform(normalOrderId),
    v.nonEmpty(() => i18n._(msg`Please enter your order number`)),
    v.regex(/^SO\d{6,12}$/, () => i18n._(msg`An order number is SO and digits, such as SO100001`)),
  ),
  contact: v.pipe(
    v.string(),
    v.transform(normalContact),
    v.nonEmpty(() => i18n._(msg`Please enter the email or phone number of the order`)),
    v.check(isContact, () => i18n._(msg`Enter the email or the 10-digit phone number you ordered with`)),
  ),
});
