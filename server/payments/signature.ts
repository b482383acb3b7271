import { createHmac, timingSafeEqual } from 'node:crypto';
import * as v from 'valibot';
import { PaymentSignature } from '../../contract/payment.ts';

/** The gateway's signature of a callback: hex HMAC-SHA256 of the raw body with the shared secret. */
export const signCallback = (rawBody: string, secret: string) => createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex');

/** True only for the right signature, compared in constant time; an empty secret accepts nothing. */
export function signatureMatches(rawBody: string, header: string | undefined, secret: string): boolean {
  if (!secret || !v.is(PaymentSignature, header)) return false;
  const expected = createHmac('sha256', secret).update(rawBody, 'utf8').digest();
  return timingSafeEqual(expected, Buffer.from(header, 'hex'));
}
