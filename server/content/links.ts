/** Schemes a menu may link to; anything else (javascript:, data:, vbscript: ...) is not a link. */
const SAFE_SCHEME = /^(?:https?|mailto|tel):/i;
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;
/** Control characters and backslashes, which browsers drop or read as `/`. */
const hasOddCharacters = (link: string) => [...link].some((ch) => ch.charCodeAt(0) < 0x20 || ch === '\\');

/**
 * A menu link as the spec's client would read it (section 3): no scheme and not starting with `/` gets
 * `https://` prepended, and a link starting with http is external. An unsafe link, or `//host`, is null.
 */
export function normaliseMenuLink(raw: string): { link: string; isExternal: boolean } | null {
  const link = raw.trim();
  if (!link || hasOddCharacters(link) || link.startsWith('//')) return null;
  if (link.startsWith('/') || link.startsWith('#')) return { link, isExternal: false };
  if (!HAS_SCHEME.test(link) || /^www\./i.test(link)) return { link: `https://${link}`, isExternal: true };
  if (!SAFE_SCHEME.test(link)) return null;
  return { link, isExternal: /^https?:/i.test(link) };
}
