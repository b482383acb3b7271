import type { Context } from 'hono';

export type Lang = 'th' | 'en';

/** The spec's calls send `accept-language` only for English; anything else is Thai. */
export function langOf(c: Context): Lang {
  const header = c.req.header('accept-language') ?? '';
  return /^en(?:[-_,;\s]|$)/i.test(header.trim()) ? 'en' : 'th';
}

export const pick = <T>(lang: Lang, th: T, en: T): T => (lang === 'en' ? en : th);
