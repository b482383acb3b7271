/**
 * What a tab tells the shop's other tabs in this browser: whose session the cookie now holds (the pair itself: a
 * cookie read right after another tab wrote it may still give the old value), or that a bag has a new version.
 * Only scripts of this origin hear it, and they can read the cookie anyway.
 */
export type TabNews =
  { type: 'session.changed'; tokens: { accessToken: string; refreshToken: string } | null } | { type: 'cart.written'; cartId: string; version: number };

let channel: BroadcastChannel | null | undefined;
/**
 * One channel per tab, for telling and hearing: a channel never hears its own messages, but it would hear another
 * channel of the same tab. Null where the browser has none (the tabs then follow each other at the next page).
 */
const shopChannel = () => (channel ??= typeof BroadcastChannel === 'function' ? new BroadcastChannel('shop-tabs') : null);

const isTokens = (value: unknown) => {
  const tokens = value as Record<string, unknown> | null;
  return tokens === null || (typeof tokens === 'object' && typeof tokens.accessToken === 'string' && typeof tokens.refreshToken === 'string');
};

const isNews = (data: unknown): data is TabNews => {
  if (typeof data !== 'object' || data === null) return false;
  const news = data as Record<string, unknown>;
  if (news.type === 'session.changed') return isTokens(news.tokens);
  return news.type === 'cart.written' && typeof news.cartId === 'string' && typeof news.version === 'number';
};

export function tellOtherTabs(news: TabNews) {
  shopChannel()?.postMessage(news);
}

/** Calls `heard` with each piece of news another tab tells; returns the unsubscribe. */
export function hearOtherTabs(heard: (news: TabNews) => void) {
  const onMessage = (event: MessageEvent<unknown>) => {
    if (isNews(event.data)) heard(event.data);
  };
  const listening = shopChannel();
  listening?.addEventListener('message', onMessage);
  return () => listening?.removeEventListener('message', onMessage);
}
