import * as v from 'valibot';

const Tokens = v.object({ accessToken: v.string(), refreshToken: v.string() });

/**
 * What a tab tells the shop's other tabs in this browser: whose session the cookie now holds (the pair itself: a
 * cookie read right after another tab wrote it may still give the old value), or that a bag has a new version.
 * Only scripts of this origin hear it, and they can read the cookie anyway; what does not fit is not news.
 */
const TabNews = v.variant('type', [
  v.object({ type: v.literal('session.changed'), tokens: v.nullable(Tokens) }),
  v.object({ type: v.literal('cart.written'), cartId: v.string(), version: v.number() }),
]);
export type TabNews = v.InferOutput<typeof TabNews>;

let channel: BroadcastChannel | null | undefined;
/**
 * One channel per tab, for telling and hearing: a channel never hears its own messages, but it would hear another
 * channel of the same tab. Null where the browser has none (the tabs then follow each other at the next page).
 */
const shopChannel = () => (channel ??= typeof BroadcastChannel === 'function' ? new BroadcastChannel('shop-tabs') : null);

export function tellOtherTabs(news: TabNews) {
  shopChannel()?.postMessage(news);
}

/** Calls `heard` with each piece of news another tab tells; returns the unsubscribe. */
export function hearOtherTabs(heard: (news: TabNews) => void) {
  const onMessage = (event: MessageEvent<unknown>) => {
    if (v.is(TabNews, event.data)) heard(event.data);
  };
  const listening = shopChannel();
  listening?.addEventListener('message', onMessage);
  return () => listening?.removeEventListener('message', onMessage);
}
