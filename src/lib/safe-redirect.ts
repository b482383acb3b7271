const BASE = 'https://shop.invalid';

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
