import { afterAll, describe, expect, it } from 'vitest';
import { hearOtherTabs, type TabNews, tellOtherTabs } from './other-tabs';

// another tab of the shop: a channel of the same name
const otherTab = new BroadcastChannel('shop-tabs');
const nextMessage = () => new Promise<unknown>((resolve) => otherTab.addEventListener('message', (event) => resolve(event.data), { once: true }));
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

afterAll(() => otherTab.close());

describe('other tabs', () => {
  it('tells the other tabs what changed', async () => {
    const heard = nextMessage();
    tellOtherTabs({ type: 'cart.written', cartId: 'cart-1', version: 4 });
    expect(await heard).toEqual({ type: 'cart.written', cartId: 'cart-1', version: 4 });
  });

  it('hears what another tab tells, never its own news, and ignores what is not news of the shop', async () => {
    const heard: TabNews[] = [];
    const stop = hearOtherTabs((news) => heard.push(news));
    tellOtherTabs({ type: 'session.changed', tokens: null });
    otherTab.postMessage({ type: 'cart.written', cartId: 'cart-1' });
    otherTab.postMessage('session.changed');
    otherTab.postMessage({ type: 'session.changed', tokens: { accessToken: 'a' } });
    otherTab.postMessage({ type: 'session.changed', tokens: { accessToken: 'a', refreshToken: 'r' } });
    await settle();
    stop();
    otherTab.postMessage({ type: 'session.changed', tokens: null });
    await settle();
    expect(heard).toEqual([{ type: 'session.changed', tokens: { accessToken: 'a', refreshToken: 'r' } }]);
  });
});
