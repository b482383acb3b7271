// @vitest-environment jsdom
import type { CartItem } from '@contract/cart';
import type { ProductDetail } from '@contract/catalogue';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const loaded = vi.fn();
const sent: string[] = [];

/** The page's trackers with a recording report module in place of the real one (tested in analytics-report.test.ts). */
async function load() {
  vi.resetModules();
  vi.doMock('./analytics-report', () => {
    loaded();
    return {
      trackViewItem: (product: ProductDetail) => sent.push(`view_item ${product.productId}`),
      trackAddToCart: (line: CartItem, quantity: number) => {
        if (quantity < 1) throw new TypeError('a broken event');
        sent.push(`add_to_cart ${line.productId} x${quantity}`);
      },
    };
  });
  return import('./analytics');
}
const settled = () => new Promise((resolve) => setTimeout(resolve, 20));

beforeEach(() => {
  loaded.mockClear();
  sent.length = 0;
  document.cookie = 'privacy-consent=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('analytics', () => {
  it('does not load the reporting code for a shopper who has not agreed to the privacy policy', async () => {
    const analytics = await load();
    analytics.trackViewItem({ productId: 1001 } as ProductDetail);
    await settled();
    expect(loaded).not.toHaveBeenCalled();
    expect(sent).toEqual([]);
  });

  it('loads it once the shopper agreed, and reports the events in the order they happened', async () => {
    document.cookie = 'privacy-consent=agreed; path=/';
    const analytics = await load();
    analytics.trackViewItem({ productId: 1001 } as ProductDetail);
    analytics.trackAddToCart({ productId: 100101 } as CartItem, 2);
    await settled();
    expect(loaded).toHaveBeenCalledTimes(1);
    expect(sent).toEqual(['view_item 1001', 'add_to_cart 100101 x2']);
  });

  it('swallows an event that fails, and reports the next one', async () => {
    document.cookie = 'privacy-consent=agreed; path=/';
    const analytics = await load();
    analytics.trackAddToCart({ productId: 100101 } as CartItem, 0);
    analytics.trackViewItem({ productId: 1001 } as ProductDetail);
    await settled();
    expect(sent).toEqual(['view_item 1001']);
  });
});
