import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

/**
 * HTML held by the CMS (top banner, page blocks, marketing blocks, blog bodies) goes through here when
 * it is seeded and again when it is answered. An allow-list: formatting, links and pictures survive;
 * scripts, event handlers, frames, forms, styles and unsafe URLs do not.
 */
const purify = createDOMPurify(new JSDOM('').window);

const ALLOWED_TAGS = ['p', 'br', 'hr', 'strong', 'b', 'em', 'i', 'u', 'small', 'span', 'a', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote', 'img'];
/** No `style` (overlays and UI redressing), no `name`; `id` is kept for in-page anchors but prefixed (SANITIZE_NAMED_PROPS). */
const ALLOWED_ATTR = ['href', 'target', 'src', 'alt', 'title', 'width', 'height', 'class', 'id'];

/** https, mail, phone, fragment or a path on this site; `//host` and `/\host` are other sites. */
const SAFE_HREF = /^(?:https:\/\/|mailto:|tel:|#|\/(?![/\\]))/i;
const SAFE_SRC = /^(?:https:\/\/|\/(?![/\\]))/i;
/** Browsers drop tabs and newlines inside URLs, so `/\t/evil` is `//evil`: test the URL without them. */
const compact = (url: string) => url.replace(/[\t\n\r]/g, '').trim();

purify.addHook('uponSanitizeAttribute', (node, data) => {
  if (data.attrName === 'class' && node.nodeName !== 'SPAN') data.keepAttr = false;
  if (data.attrName === 'target' && data.attrValue !== '_blank') data.keepAttr = false;
});

purify.addHook('afterSanitizeAttributes', (node) => {
  if (!('getAttribute' in node)) return;
  const element = node as Element;
  const href = element.getAttribute('href');
  if (href !== null && !SAFE_HREF.test(compact(href))) element.removeAttribute('href');
  const src = element.getAttribute('src');
  if (src !== null && !SAFE_SRC.test(compact(src))) element.removeAttribute('src');
  if (element.getAttribute('target') === '_blank') element.setAttribute('rel', 'noopener noreferrer');
});

/** DOMPurify's own URL check stays on; the hook above narrows href and src further. */
const CONFIG = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  ALLOW_DATA_ATTR: false,
  SANITIZE_DOM: true,
  SANITIZE_NAMED_PROPS: true,
};

export function sanitizeHtml(html: string): string {
  return purify.sanitize(html, CONFIG);
}
