import { msg } from '@lingui/core/macro';
import { i18n } from '@/lib/i18n';

const SHOP = 'Apple Premium Reseller';

export interface PageHead {
  title: string;
  description?: string;
}

/**
 * A route's `head`: the title and meta description the app shows after a client-side navigation, word for
 * word what the server writes into the first page it sends of the same path (server/http/seo.ts).
 */
export const routeHead = ({ title, description }: PageHead) => ({
  meta: [{ title }, ...(description === undefined ? [] : [{ name: 'description', content: description }])],
});

export const pageTitle = (name: string) => `${name} | ${SHOP}`;

/**
 * The head of a page whose loader answers with the page's name and description: the words travel with the loader,
 * in the page's own chunk, rather than in the first view of every page (docs/decisions/034).
 */
export const loadedHead = ({ loaderData }: { loaderData?: { title: string; description?: string } }) =>
  loaderData ? routeHead({ title: pageTitle(loaderData.title), description: loaderData.description }) : {};

/** Pages without a head of their own: the home page, and any page while it has none. */
export const defaultHead = (): PageHead => ({
  title: `${SHOP} | iPhone, iPad, Mac`,
  description: i18n._(msg`Authorised Apple reseller in Thailand: iPhone, iPad, Mac, Apple Watch, AirPods and accessories, with education pricing.`),
});

/** A path no page claims, or a page whose product, order or article does not exist (the 404 page). */
export const notFoundHead = (): PageHead => ({
  title: pageTitle(i18n._(msg`Page not found`)),
  description: i18n._(msg`This page could not be found. Return to the home page to keep shopping.`),
});

/** A listing: its category name (already in the shopper's language). */
export const listingHead = (name: string): PageHead => ({
  title: pageTitle(name),
  description: i18n._(msg`Shop ${name} from an authorised Apple reseller in Thailand, priced in baht, delivered nationwide.`),
});

/**
 * The title and description in the page as the server sent it make way for the routes' own, which the
 * router keeps up to date from then on (React adds its own elements beside them rather than taking them over).
 */
export function takeOverServerHead(doc: Document) {
  for (const element of doc.head.querySelectorAll('title, meta[name="description"]')) element.remove();
}

/** What the server wrote for the first page only: its address, languages, share card, product data and picture. */
const FIRST_PAGE_ONLY =
  'link[rel="canonical"], link[rel="alternate"][hreflang], meta[property^="og:"], script[type="application/ld+json"], link[rel="preload"][as="image"]';

/**
 * Once the shopper has moved to another page, the first page's canonical, hreflang, Open Graph and JSON-LD
 * describe a page no longer shown: they go, rather than tell a share button or an extension the wrong address.
 */
export function dropFirstPageTags(doc: Document) {
  for (const element of doc.head.querySelectorAll(FIRST_PAGE_ONLY)) element.remove();
}
