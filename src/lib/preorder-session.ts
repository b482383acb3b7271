import Cookies from 'js-cookie';
import * as v from 'valibot';

/**
 * The pre-order session in this browser: its id in the `sessionId` cookie (the HTTP client sends it as the
 * session-id header), its bag in local storage under that id (the server takes the items only at order time: the
 * pre-order decision record in docs/decisions/), and the pre-orders placed here, so that their payment ends on
 * the pre-order thank-you page.
 */
const SESSION_COOKIE = 'sessionId';
const bagKey = (sessionId: string) => `preorder-bag:${sessionId}`;
const PLACED_KEY = 'preorder-orders';

const StoredBag = v.array(v.object({ productId: v.number(), quantity: v.number() }));
export type StoredBagLine = v.InferOutput<typeof StoredBag>[number];
const Placed = v.array(v.string());

// a browser-session cookie: after the session's expiry the page still knows there was one, and explains it
export const preorderSessionId = (): string | null => Cookies.get(SESSION_COOKIE) ?? null;
export const rememberPreorderSession = (sessionId: string) => Cookies.set(SESSION_COOKIE, sessionId, { path: '/', sameSite: 'lax' });

function readJson<T>(key: string, schema: v.GenericSchema<unknown, T>, fallback: T): T {
  try {
    const parsed = v.safeParse(schema, JSON.parse(localStorage.getItem(key) ?? 'null'));
    return parsed.success ? parsed.output : fallback;
  } catch {
    return fallback;
  }
}

export const storedBag = (sessionId: string | null): StoredBagLine[] => (sessionId ? readJson(bagKey(sessionId), StoredBag, []) : []);
export const storeBag = (sessionId: string, bag: readonly StoredBagLine[]) =>
  bag.length ? localStorage.setItem(bagKey(sessionId), JSON.stringify(bag)) : localStorage.removeItem(bagKey(sessionId));

/** The cookie and the bag of the session go: the shopper starts again with an email. */
export function forgetPreorderSession() {
  const sessionId = preorderSessionId();
  if (sessionId) localStorage.removeItem(bagKey(sessionId));
  Cookies.remove(SESSION_COOKIE, { path: '/' });
}

export const rememberPreorderOrder = (orderId: string) =>
  localStorage.setItem(PLACED_KEY, JSON.stringify([...readJson(PLACED_KEY, Placed, []).slice(-9), orderId]));
export const isPreorderOrder = (orderId: string) => readJson(PLACED_KEY, Placed, []).includes(orderId);
