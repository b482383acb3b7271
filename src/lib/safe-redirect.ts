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
  let path = value;
  let pathOnly: string;
  try {
    // a wholly encoded path (spec: "the encoded original full path") is decoded, at most twice; a path as it is keeps
    // its query's encoding, or a search for 'a&b' would come back as a search for 'a'
    for (let i = 0; i < 2 && !path.startsWith('/') && /%[0-9a-f]{2}/i.test(path); i++) path = decodeURIComponent(path);
    pathOnly = decodeURIComponent(path.split(/[?#]/)[0]!);
  } catch {
    return null;
  }
  if (!pathOnly.startsWith('/') || pathOnly.startsWith('//')) return null;
  const unsafe = (c: string) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f || c === '\\';
  if ([...path].some(unsafe) || [...pathOnly].some(unsafe) || /%2f|%5c/i.test(pathOnly)) return null;
  let url: URL;
  try {
    url = new URL(path, BASE);
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
