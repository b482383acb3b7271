import { asciiDigits } from '@/lib/digits';

/** A price in whole baht as a shopper types it ('50,000', '฿50000', '๕๐๐๐๐'); undefined when it is no amount. */
export function amountOf(text: string) {
  const digits = asciiDigits(text).replace(/[\s,฿]/g, '');
  return /^\d+(\.\d+)?$/.test(digits) ? Math.round(Number(digits)) : undefined;
}
