import * as v from 'valibot';

const BASE = 'https://shop.invalid';

/** The search of the pages a login goes through (login, register): where it returns to, checked when followed. */
export const RedirectSearch = v.object({ redirect: v.optional(v.fallback(v.string(), '')) });

/**
 * The login `redirect` value, if it is a path on this site; null otherwise (the caller uses its default page).
 * Refused: other origins ('//evil', '/\evil', 'https://evil'), schemes ('javascript:'), control characters
 * (tab and newline tricks), backslashes and encoded slashes that a browser could read as a new origin.
 */
export function safeRedirect(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return null;
  let decoded = value;
  try {
    // the value arrives encoded (spec: "the encoded original full path"); decode at most twice
    for (let i = 0; i < 2 && /%[0-9a-f]{2}/i.test(decoded); i++) decoded = decodeURIComponent(decoded);
  } catch {
    return null;
  }
  if (!decoded.startsWith('/') || decoded.startsWith('//')) return null;
  if ([...decoded].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f || c === '\\')) return null;
  if (/%2f|%5c/i.test(decoded)) return null;
  let url: URL;
  try {
    url = new URL(decoded, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  return url.pathname + url.search + url.hash;
}

/** The pages only a guest sees: a login never returns to one of them. */
const GUEST_PAGES = /^(?:\/en)?\/(?:login|register(?:\/social)?|forgot-password|reset-password|activate-account)\/?(?:[?#]|$)/;

/**
 * Where a login returns to: `safeRedirect`'s path, or, when that is itself a guest page (a login link followed on the
 * login page), the page that one was to return to; null for none.
 */
export function returnPathOf(value: unknown): string | null {
  let path = safeRedirect(value);
  for (let depth = 0; path !== null && GUEST_PAGES.test(path); depth++) {
    path = depth < 4 ? safeRedirect(new URL(path, BASE).searchParams.get('redirect')) : null;
  }
  return path;
}
