import type { Context } from 'hono';

export type Lang = 'th' | 'en';

/** The spec's calls send `accept-language` only for English; anything else is Thai. */
export function langOf(c: Context): Lang {
  const header = c.req.header('accept-language') ?? '';
  return /^en(?:[-_,;\s]|$)/i.test(header.trim()) ? 'en' : 'th';
}

export const pick = <T>(lang: Lang, th: T, en: T): T => (lang === 'en' ? en : th);

/** An answer in the asker's language that shared caches may keep for `seconds`, one copy per language. */
export function cachedPerLanguage(c: Context, seconds: number) {
  c.header('cache-control', `public, max-age=${seconds}`);
  c.header('vary', 'accept-language', { append: true });
}
