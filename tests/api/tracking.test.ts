import { count, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SendEventResponse, TrackingSetupResponse } from '../../contract/tracking.ts';
import type { ServerConfig } from '../../server/config.ts';
import { trackingEvents } from '../../server/db/schema.ts';
import { expectError, send, type SendOptions } from './http.ts';
import { startConversionsStandIn, type ConversionsStandIn } from './stand-ins/conversions-api.ts';
import { startTestServer, type TestServer } from './test-server.ts';

const PIXEL_ID = '1234567890';
const ACCESS_TOKEN = 'stand-in-access-token';
const PATH = '/utils/api/fb/send-event';

let clock = Date.UTC(2025, 5, 1, 3, 0, 0);
let server: TestServer;
let facebook: ConversionsStandIn;
beforeAll(async () => {
  facebook = await startConversionsStandIn();
  server = await startTestServer({ now: () => new Date(clock) });
});
afterAll(async () => {
  await server?.close();
  await facebook?.close();
});

/** Points the running shop at a Conversions API (the routes read the configuration on every event). */
const conversions = (settings: Partial<ServerConfig['conversions']>) => {
  server.config.conversions = { graphUrl: facebook.graphUrl, pixelId: PIXEL_ID, accessToken: ACCESS_TOKEN, ...settings };
};

const addToCart = (extra: Record<string, unknown> = {}) => ({
  eventName: 'AddToCart',
  userData: { clientIpAddress: '203.0.113.7', clientUserAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X)' },
  contentIds: ['100101'],
  contents: [{ id: '100101', quantity: 1, itemPrice: 48900 }],
  contentName: 'iPhone 17 Pro Max',
  contentType: 'product',
  contentCategory: 'iPhone',
  numItems: 1,
  currency: 'THB',
  value: 48900,
  eventId: 'atc-7f3a',
  eventSourceUrl: 'https://shop.example/product/iphone-17-pro-max_1001',
  ...extra,
});

const sendEvent = (body: unknown, options: Omit<SendOptions, 'body'> = {}) => send(server.url, 'POST', PATH, { ...options, body });
const accepted = async (body: unknown) => {
  const answer = await sendEvent(body);
  expect(answer.status, answer.text).toBe(202);
  return v.parse(SendEventResponse, answer.json).data;
};
const stored = async (id: number) => (await server.db.select().from(trackingEvents).where(eq(trackingEvents.id, id)))[0]!;
const storedCount = async () => (await server.db.select({ n: count() }).from(trackingEvents))[0]!.n;

describe('with the Conversions API configured', () => {
  beforeEach(() => {
    conversions({});
    facebook.answer('accept');
  });

  it('stores the event and forwards it to Facebook in the Conversions API format', async () => {
    const before = facebook.received.length;
    const { id, forwarded } = await accepted(addToCart());
    expect(forwarded).toBe(true);
    expect(facebook.received).toHaveLength(before + 1);
    expect(facebook.received.at(-1)).toEqual({
      path: `/v21.0/${PIXEL_ID}/events`,
      body: {
        data: [
          {
            event_name: 'AddToCart',
            event_time: Math.floor(clock / 1000),
            action_source: 'website',
            event_id: 'atc-7f3a',
            event_source_url: 'https://shop.example/product/iphone-17-pro-max_1001',
            user_data: { client_ip_address: '203.0.113.7', client_user_agent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X)' },
            custom_data: {
              currency: 'THB',
              value: 48900,
              content_ids: ['100101'],
              contents: [{ id: '100101', quantity: 1, item_price: 48900 }],
              content_name: 'iPhone 17 Pro Max',
              content_type: 'product',
              content_category: 'iPhone',
              num_items: 1,
            },
          },
        ],
        access_token: ACCESS_TOKEN,
      },
    });
    const row = await stored(id);
    expect(row).toMatchObject({ eventName: 'AddToCart', payload: addToCart(), forwardError: null });
    expect(row.forwardedAt?.getTime()).toBe(clock);
  });

  it('accepts every event the app sends, with an IPv6 address and without the optional fields', async () => {
    for (const eventName of ['AddToCart', 'CompleteRegistration', 'InitiateCheckout', 'ViewContent', 'Purchase']) {
      const body = {
        eventName,
        userData: { clientIpAddress: '2001:db8::8a2e:370:7334', clientUserAgent: 'Mozilla/5.0' },
        contentIds: [],
        contents: [],
        currency: 'THB',
      };
      expect(await accepted(body)).toMatchObject({ forwarded: true });
    }
  });

  it('gives the event an id of its own when the app sends none', async () => {
    const { eventId: _, ...withoutId } = addToCart();
    const { id } = await accepted(withoutId);
    const sent = facebook.received.at(-1)!.body as { data: { event_id: string }[] };
    expect(sent.data[0]!.event_id).toBe(`tracking-${id}`);
  });

  it('still accepts the event when Facebook answers 500, and records the failure', async () => {
    facebook.answer('fail');
    const { id, forwarded } = await accepted(addToCart());
    expect(forwarded).toBe(false);
    const row = await stored(id);
    expect(row.forwardedAt).toBeNull();
    expect(row.forwardError).toMatch(/^HTTP 500: .*Stand-in failure/);
  });

  it('gives up on Facebook after five seconds and still accepts the event', async () => {
    facebook.answer('hang');
    const started = Date.now();
    const { id, forwarded } = await accepted(addToCart());
    expect(forwarded).toBe(false);
    expect(Date.now() - started).toBeGreaterThanOrEqual(4900);
    expect(Date.now() - started).toBeLessThan(8000);
    expect((await stored(id)).forwardError).toMatch(/TimeoutError/);
  });

  it('still accepts the event when Facebook cannot be reached, and records the failure', async () => {
    const down = await startConversionsStandIn();
    await down.close();
    conversions({ graphUrl: down.graphUrl });
    const { id, forwarded } = await accepted(addToCart());
    expect(forwarded).toBe(false);
    expect((await stored(id)).forwardError).toMatch(/fetch failed|ECONNREFUSED/);
  });
});

describe('without a pixel or access token', () => {
  it.each([
    ['no pixel', { pixelId: null }],
    ['no access token', { accessToken: null }],
  ])('stores the event without forwarding it (%s)', async (_label, settings) => {
    conversions(settings);
    const before = facebook.received.length;
    const { id, forwarded } = await accepted(addToCart({ eventName: 'ViewContent' }));
    expect(forwarded).toBe(false);
    expect(facebook.received).toHaveLength(before);
    expect(await stored(id)).toMatchObject({ eventName: 'ViewContent', forwardedAt: null, forwardError: null });
  });
});

describe('bad events', () => {
  beforeAll(() => conversions({}));

  const bad: [string, unknown][] = [
    ['an unknown event name', addToCart({ eventName: 'Login' })],
    ['a made-up IPv4 address', addToCart({ userData: { clientIpAddress: '999.1.1.1', clientUserAgent: 'Mozilla/5.0' } })],
    ['text for an IP address', addToCart({ userData: { clientIpAddress: 'localhost', clientUserAgent: 'Mozilla/5.0' } })],
    ['a missing user agent', addToCart({ userData: { clientIpAddress: '203.0.113.7' } })],
    ['a user agent of 600 characters', addToCart({ userData: { clientIpAddress: '203.0.113.7', clientUserAgent: 'x'.repeat(600) } })],
    ['no user data', addToCart({ userData: undefined })],
    ['another currency', addToCart({ currency: 'USD' })],
    ['no currency', addToCart({ currency: undefined })],
    ['a negative value', addToCart({ value: -1 })],
    ['a value given as text', addToCart({ value: '48900' })],
    ['101 content ids', addToCart({ contentIds: Array.from({ length: 101 }, (_, i) => String(i)) })],
    ['an empty content id', addToCart({ contentIds: [''] })],
    ['a content of quantity 0', addToCart({ contents: [{ id: '100101', quantity: 0 }] })],
    ['a content with a negative price', addToCart({ contents: [{ id: '100101', quantity: 1, itemPrice: -5 }] })],
    ['contents that are not a list', addToCart({ contents: { id: '100101', quantity: 1 } })],
    ['an unknown content type', addToCart({ contentType: 'service' })],
    ['a field the API does not know', addToCart({ price: 1 })],
    ['a page URL that is not http', addToCart({ eventSourceUrl: 'javascript:alert(1)' })],
    ['an event id with spaces', addToCart({ eventId: 'a b' })],
    ['a JSON array', [addToCart()]],
  ];
  it.each(bad)('answers 400 and stores nothing for %s', async (_label, body) => {
    const before = await storedCount();
    expectError(await sendEvent(body), 400, 'INVALID_INPUT');
    expect(await storedCount()).toBe(before);
  });

  it('answers 400 for a body that is not JSON', async () => {
    expectError(await send(server.url, 'POST', PATH, { raw: '{"eventName":', headers: { 'content-type': 'application/json' } }), 400, 'INVALID_JSON');
  });

  it('answers 415 for a body that is not sent as JSON', async () => {
    expectError(await send(server.url, 'POST', PATH, { raw: JSON.stringify(addToCart()), headers: { 'content-type': 'text/plain' } }), 415);
  });
});

describe('setup of the app', () => {
  it('names the IP-lookup service the app asks for its address', async () => {
    server.config.ipLookupUrl = 'https://api64.ipify.org?format=json';
    const answer = await send(server.url, 'GET', '/utils/api/fb/setup');
    expect(answer.status).toBe(200);
    expect(v.parse(TrackingSetupResponse, answer.json).data).toEqual({ ipLookupUrl: 'https://api64.ipify.org?format=json' });
    expect(answer.headers.get('cache-control')).toBe('public, max-age=300');
  });

  it('answers null without one: the app then sends no events', async () => {
    server.config.ipLookupUrl = null;
    const answer = await send(server.url, 'GET', '/utils/api/fb/setup');
    expect(v.parse(TrackingSetupResponse, answer.json).data).toBeNull();
  });
});

describe('rate limit', () => {
  it('answers 429 after 120 events a minute from one address, and lets it send again the next minute', async () => {
    clock += 120_000;
    for (let i = 0; i < 120; i += 1) expect((await sendEvent({})).status).toBe(400);
    const error = expectError(await sendEvent(addToCart()), 429, 'TOO_MANY_REQUESTS');
    expect(error.message).toBe('ทำรายการบ่อยเกินไป กรุณาลองใหม่ภายหลัง');
    clock += 60_000;
    conversions({ pixelId: null });
    expect((await sendEvent(addToCart())).status).toBe(202);
  });
});
