// @vitest-environment jsdom
import type { CartItem } from '@contract/cart';
import type { ProductDetail } from '@contract/catalogue';
import type { OrderData } from '@contract/order';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * A local stand-in on 127.0.0.1 for the shop's API (the setup and send-event calls) and the public IP-lookup
 * service. The page's relative addresses reach it as they would reach the shop.
 */
const standIn = {
  url: '',
  setup: 'configured' as 'configured' | 'none' | 'down',
  lookup: 'answer' as 'answer' | 'fail',
  sendEvent: 'accept' as 'accept' | 'fail',
  asked: [] as string[],
  events: [] as { eventName: string; userData: { clientIpAddress: string; clientUserAgent: string }; [field: string]: unknown }[],
};
const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    standIn.asked.push(`${req.method} ${req.url}`);
    const answer = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (req.url === '/utils/api/fb/setup') {
      if (standIn.setup === 'down') return answer(503, { message: 'down', code: 'DOWN' });
      return answer(200, { data: standIn.setup === 'configured' ? { ipLookupUrl: `${standIn.url}/ip?format=json` } : null });
    }
    if (req.url === '/ip?format=json') return standIn.lookup === 'answer' ? answer(200, { ip: '203.0.113.7' }) : answer(500, {});
    if (req.url === '/utils/api/fb/send-event') {
      standIn.events.push(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      return standIn.sendEvent === 'accept' ? answer(202, { data: { id: 1, forwarded: false } }) : answer(500, {});
    }
    answer(404, {});
  });
});
const realFetch = globalThis.fetch;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  standIn.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A fresh page load: the module's memory is gone, cookies and local storage stay. */
const load = async () => {
  vi.resetModules();
  return import('./analytics-report');
};

beforeEach(() => {
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => realFetch(new URL(input, standIn.url), init));
  Object.assign(standIn, { setup: 'configured', lookup: 'answer', sendEvent: 'accept', asked: [], events: [] });
  document.cookie = 'cookie-notice=accepted; path=/';
  document.cookie = 'privacy-consent=agreed; path=/';
  localStorage.clear();
  delete window.dataLayer;
});
afterEach(() => vi.unstubAllGlobals());

const withoutConsent = () => void (document.cookie = 'privacy-consent=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT');
/** Until the stand-in has heard what it should, or nothing more is coming. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 150));
const events = (name: string) => (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === name);

const product: ProductDetail = {
  productId: 1001,
  slug: 'iphone-17-pro-max',
  productName: 'iPhone 17 Pro Max',
  description: '',
  categoryName: 'iPhone',
  categorySlug: 'iphone',
  educationFlag: false,
  educationFamily: null,
  colours: [],
  capacities: ['256GB', '512GB'],
  variants: [
    {
      productId: 100102,
      sku: 'IP17PM-512-SV',
      colourCode: 'silver',
      capacity: '512GB',
      price: 56900,
      specialPrice: null,
      educationPrice: null,
      stock: 5,
      limitQty: 2,
    },
    {
      productId: 100101,
      sku: 'IP17PM-256-SV',
      colourCode: 'silver',
      capacity: '256GB',
      price: 48900,
      specialPrice: 46900,
      educationPrice: null,
      stock: 5,
      limitQty: 2,
    },
  ],
};
const line = {
  productId: 100101,
  parentId: 1001,
  productName: 'iPhone 17 Pro Max',
  categoryName: 'iPhone',
  skuName: 'IP17PM-256-SV',
  price: 46900,
  quantity: 2,
} as CartItem;
const order = (orderId: string) =>
  ({
    orderId,
    status: 'pendingPayment',
    couponCode: null,
    totalPayable: 93850,
    totalVat: 6139.67,
    totalDeliveryFee: 50,
    items: [{ productId: 100101, parentId: 1001, name: 'iPhone 17 Pro Max', sku: 'IP17PM-256-SV', price: 46900, quantity: 2 }],
  }) as OrderData;

describe('consent', () => {
  it('reports nothing, to the data layer or the Conversions API, before the shopper agrees to the privacy policy', async () => {
    withoutConsent();
    const analytics = await load();
    analytics.trackViewItem(product);
    analytics.trackAddToCart(line, 1);
    analytics.trackPurchase(order('SO100001'));
    analytics.trackRegistration('email');
    await settled();
    expect(window.dataLayer).toBeUndefined();
    expect(standIn.asked).toEqual([]);
  });

  it('reports to both once the shopper agreed, with the address of the IP-lookup service and the browser', async () => {
    const analytics = await load();
    analytics.trackViewItem(product);
    await settled();
    const [entry] = events('view_item') as { ecommerce: unknown; event_id: string }[];
    expect(entry?.ecommerce).toEqual({
      currency: 'THB',
      value: 46900,
      items: [{ item_id: '1001', item_name: 'iPhone 17 Pro Max', item_category: 'iphone', price: 46900 }],
    });
    expect(standIn.events).toEqual([
      {
        eventName: 'ViewContent',
        eventId: entry?.event_id,
        contentIds: ['1001'],
        contents: [{ id: '1001', quantity: 1, itemPrice: 46900 }],
        contentName: 'iPhone 17 Pro Max',
        contentType: 'product_group',
        contentCategory: 'iPhone',
        value: 46900,
        userData: { clientIpAddress: '203.0.113.7', clientUserAgent: navigator.userAgent },
        currency: 'THB',
        eventSourceUrl: `${location.origin}${location.pathname}`,
      },
    ]);
  });

  it('sends AddToCart with the quantity added, and CompleteRegistration for a new account', async () => {
    const analytics = await load();
    analytics.trackAddToCart(line, 1);
    analytics.trackRegistration('facebook');
    await settled();
    expect(events('add_to_cart')).toMatchObject([
      { ecommerce: { currency: 'THB', value: 46900, items: [{ item_id: '1001', item_variant: 'IP17PM-256-SV', price: 46900, quantity: 1 }] } },
    ]);
    expect(events('sign_up')).toMatchObject([{ method: 'facebook', conversion: 'CompleteRegistration' }]);
    expect(standIn.events.map((event) => event.eventName).sort()).toEqual(['AddToCart', 'CompleteRegistration']);
    expect(standIn.events.find((event) => event.eventName === 'AddToCart')).toMatchObject({
      contentIds: ['100101'],
      contents: [{ id: '100101', quantity: 1, itemPrice: 46900 }],
      contentType: 'product',
      numItems: 1,
      value: 46900,
    });
  });
});

describe('lists', () => {
  it('name each product at its place in the whole list, a later page of results counting on from its offset', async () => {
    const analytics = await load();
    const listed = (productId: number) => ({ productId, productName: `Product ${productId}`, categorySlug: 'ipad' as const, price: 19900 });
    analytics.trackViewItemList('search results', [listed(1), listed(2)], 24);
    analytics.trackSelectItem('search results', listed(2), 25);
    const [view] = events('view_item_list') as { ecommerce: { items: { item_id: string; index: number; item_list_name: string }[] } }[];
    expect(view!.ecommerce.items.map(({ item_id, index }) => [item_id, index])).toEqual([
      ['1', 24],
      ['2', 25],
    ]);
    const [select] = events('select_item') as { ecommerce: { items: { item_id: string; index: number; item_list_name: string }[] } }[];
    expect(select!.ecommerce.items).toEqual([expect.objectContaining({ item_id: '2', index: 25, item_list_name: 'search results' })]);
  });

  it('report nothing for an empty list', async () => {
    const analytics = await load();
    analytics.trackViewItemList('ipad', []);
    expect(events('view_item_list')).toEqual([]);
  });
});

describe('purchase', () => {
  it('is reported once per order: not again on a reload or a later visit, while another order still is', async () => {
    (await load()).trackPurchase(order('SO100001'));
    await settled();
    (await load()).trackPurchase(order('SO100001'));
    const analytics = await load();
    analytics.trackPurchase(order('SO100001'));
    analytics.trackPurchase(order('SO100002'));
    await settled();
    expect(events('purchase').map((entry) => (entry as { ecommerce: { transaction_id: string } }).ecommerce.transaction_id)).toEqual(['SO100001', 'SO100002']);
    expect(events('purchase')[0]).toMatchObject({
      event_id: 'Purchase.SO100001',
      ecommerce: { currency: 'THB', transaction_id: 'SO100001', value: 93850, tax: 6139.67, shipping: 50, items: [{ item_id: '1001', quantity: 2 }] },
    });
    expect(standIn.events.map((event) => [event.eventName, event.eventId, event.value])).toEqual([
      ['Purchase', 'Purchase.SO100001', 93850],
      ['Purchase', 'Purchase.SO100002', 93850],
    ]);
  });

  it('is reported once the shopper agrees, when the order was shown before without consent', async () => {
    withoutConsent();
    (await load()).trackPurchase(order('SO100003'));
    document.cookie = 'privacy-consent=agreed; path=/';
    (await load()).trackPurchase(order('SO100003'));
    await settled();
    expect(events('purchase')).toHaveLength(1);
  });
});

describe('the shopper’s address', () => {
  it('is looked up once and kept in local storage for the next page loads', async () => {
    const first = await load();
    first.trackViewItem(product);
    first.trackAddToCart(line, 1);
    await settled();
    (await load()).trackViewItem(product);
    await settled();
    expect(standIn.asked.filter((call) => call.includes('/ip'))).toEqual(['GET /ip?format=json']);
    expect(JSON.parse(localStorage.getItem('clientIp')!)).toMatchObject({ ip: '203.0.113.7' });
    expect(standIn.events.map((event) => event.userData.clientIpAddress)).toEqual(['203.0.113.7', '203.0.113.7', '203.0.113.7']);
  });

  it('is looked up again after a day', async () => {
    localStorage.setItem('clientIp', JSON.stringify({ ip: '198.51.100.1', at: Date.now() - 25 * 60 * 60 * 1000 }));
    (await load()).trackViewItem(product);
    await settled();
    expect(standIn.events.map((event) => event.userData.clientIpAddress)).toEqual(['203.0.113.7']);
  });
});

describe('without an IP-lookup service', () => {
  it('sends no Conversions API event at all, and the data layer still hears everything', async () => {
    standIn.setup = 'none';
    const analytics = await load();
    analytics.trackViewItem(product);
    analytics.trackAddToCart(line, 1);
    analytics.trackPurchase(order('SO100004'));
    await settled();
    expect(standIn.asked).toEqual(['GET /utils/api/fb/setup']);
    expect(standIn.events).toEqual([]);
    expect(['view_item', 'add_to_cart', 'purchase'].map((name) => events(name).length)).toEqual([1, 1, 1]);
  });
});

describe('failures', () => {
  it.each([
    ['the setup call fails', { setup: 'down' }],
    ['the IP-lookup service fails', { lookup: 'fail' }],
    ['the send-event call fails', { sendEvent: 'fail' }],
  ] as const)('are swallowed when %s: nothing throws, the data layer still hears the event', async (_label, failure) => {
    Object.assign(standIn, failure);
    const rejections: unknown[] = [];
    const onRejection = (reason: unknown) => void rejections.push(reason);
    process.on('unhandledRejection', onRejection);
    const analytics = await load();
    expect(() => analytics.trackAddToCart(line, 1)).not.toThrow();
    await settled();
    process.off('unhandledRejection', onRejection);
    expect(rejections).toEqual([]);
    expect(events('add_to_cart')).toHaveLength(1);
  });

  it('are swallowed when the network itself is down', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const analytics = await load();
    expect(() => analytics.trackPurchase(order('SO100005'))).not.toThrow();
    await settled();
    expect(events('purchase')).toHaveLength(1);
  });
});
