/** What a tab tells the shop's other tabs in this browser: they look at the session cookie again, or load the bag again. */
export type TabNews = { type: 'session.changed' } | { type: 'cart.written'; cartId: string; version: number };

let channel: BroadcastChannel | null | undefined;
/**
 * One channel per tab, for telling and hearing: a channel never hears its own messages, but it would hear another
 * channel of the same tab. Null where the browser has none (the tabs then follow each other at the next page).
 */
const shopChannel = () => (channel ??= typeof BroadcastChannel === 'function' ? new BroadcastChannel('shop-tabs') : null);

const isNews = (data: unknown): data is TabNews => {
  if (typeof data !== 'object' || data === null) return false;
  const news = data as Record<string, unknown>;
  return news.type === 'session.changed' || (news.type === 'cart.written' && typeof news.cartId === 'string' && typeof news.version === 'number');
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
