import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * Compares in constant time: both sides are hashed first, so neither the content nor the length of the
 * configured key leaks through the time an answer takes.
 */
export function apiKeyMatches(given: string | undefined, expected: string): boolean {
  if (!given || !expected) return false;
  return timingSafeEqual(digest(given), digest(expected));
}
