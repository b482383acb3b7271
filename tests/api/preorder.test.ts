import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderResponse } from '../../contract/order.ts';
import { PreorderProductsResponse, RunningCampaignResponse, SessionResponse, StartSessionResponse } from '../../contract/preorder.ts';
import { orders, preorderProducts, skus } from '../../server/db/schema.ts';
import { SESSION_STARTS_PER_IP } from '../../server/preorder/routes.ts';
import { PREORDER_CAMPAIGN } from '../../server/seed/promotions.ts';
import { skuOf } from './checkout.ts';
import { expectError, send } from './http.ts';
import { allocationOf, IN_CAMPAIGN, preorder, preorderBody, startSession, uniqueEmail, WATCH } from './preorder-client.ts';
import { expectMailCount, waitForMail } from './stand-ins/mailbox.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
let clock = IN_CAMPAIGN;
beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
});
afterAll(() => server?.close());

const minutes = (n: number) => n * 60_000;
const moveClock = (to: Date) => {
  clock = to;
};
const later = (ms: number) => moveClock(new Date(clock.getTime() + ms));
const readSession = (sessionId: string, lang?: 'en') =>
  send(server.url, 'GET', '/auth/sessions', { headers: { 'session-id': sessionId, ...(lang ? { 'accept-language': lang } : {}) } });
const readProducts = async (sessionId: string) => {
  const answer = await send(server.url, 'GET', '/auth/session/products', { headers: { 'session-id': sessionId } });
  expect(answer.status, answer.text).toBe(200);
  return v.parse(PreorderProductsResponse, answer.json).data;
};
const ordersOfSession = (sessionId: string) => server.db.select().from(orders).where(eq(orders.preorderSessionId, sessionId));
const priceOf = async (skuId: number) => (await server.db.select().from(skus).where(eq(skus.id, skuId)))[0]!;

describe('the pre-order session', () => {
  it('starts a 30-minute session for the running campaign and reads it back with the session-id header', async () => {
    moveClock(IN_CAMPAIGN);
    const started = await send(server.url, 'POST', '/auth/session', { body: { email: '  Watch.Fan@Example.com ' } });
    expect(started.status, started.text).toBe(201);
    const data = v.parse(StartSessionResponse, started.json).data;
    expect(data.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(data.expiredAt).getTime()).toBe(IN_CAMPAIGN.getTime() + minutes(30));
    expect(data.campaign).toEqual({ id: 'apple-watch-ultra-3', name: 'สั่งจองล่วงหน้า Apple Watch Ultra 3' });

    const read = await readSession(data.sessionId, 'en');
    expect(read.status, read.text).toBe(200);
    expect(v.parse(SessionResponse, read.json).data).toEqual({
      expiredAt: data.expiredAt,
      email: 'watch.fan@example.com',
      campaign: { id: 'apple-watch-ultra-3', name: 'Apple Watch Ultra 3 pre-order' },
    });
  });

  it('ends the session after its time: reading it then answers 404, as does an unknown session', async () => {
    moveClock(IN_CAMPAIGN);
    const sessionId = await startSession(server, uniqueEmail());
    later(minutes(29));
    expect((await readSession(sessionId)).status).toBe(200);
    later(minutes(1));
    const expired = expectError(await readSession(sessionId), 404, 'PREORDER_SESSION_EXPIRED');
    expect(expired.message).toBe('รอบการสั่งจองของท่านหมดเวลาแล้ว กรุณาเริ่มสั่งจองใหม่อีกครั้ง');
    expect(expectError(await readSession(sessionId, 'en'), 404).message).toBe('Your pre-order session has run out of time; please start again');
    expectError(await readSession(randomUUID()), 404, 'PREORDER_SESSION_NOT_FOUND');
  });

  it('needs a well-formed session-id header', async () => {
    expectError(await send(server.url, 'GET', '/auth/sessions'), 400, 'INVALID_INPUT');
    expectError(await readSession('not-a-uuid'), 400, 'INVALID_INPUT');
    expectError(await send(server.url, 'GET', '/auth/session/products'), 400, 'INVALID_INPUT');
  });

  it("shows anyone the running campaign's terms and each model's prices over the SKUs it pre-orders, and 404 outside it", async () => {
    moveClock(IN_CAMPAIGN);
    const answer = await send(server.url, 'GET', '/auth/campaign', { headers: { 'accept-language': 'en' } });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.headers.get('vary'), 'cached once per language').toMatch(/accept-language/i);
    const running = v.parse(RunningCampaignResponse, answer.json).data;
    expect(running).toMatchObject({ campaign: { id: 'apple-watch-ultra-3', name: 'Apple Watch Ultra 3 pre-order' }, sessionMinutes: 30, limitPerEmail: 2 });
    const { items } = await readProducts(await startSession(server, uniqueEmail()));
    expect(running.models.map((m) => m.productId)).toEqual([...new Set(items.map((item) => item.parentId))]);
    const prices = items.map((item) => item.price);
    expect(running.models[0]).toMatchObject({ priceRangeMin: Math.min(...prices), priceRangeMax: Math.max(...prices) });
    moveClock(new Date('2027-02-01T00:00:00+07:00'));
    expectError(await send(server.url, 'GET', '/auth/campaign'), 404, 'PREORDER_CAMPAIGN_NOT_FOUND');
  });

  it('answers 404 with a clear message outside the campaign, and never lets a session outlast it', async () => {
    for (const outside of [new Date('2026-10-31T23:59:00+07:00'), new Date('2027-02-01T00:00:00+07:00')]) {
      moveClock(outside);
      const refused = expectError(await send(server.url, 'POST', '/auth/session', { body: { email: uniqueEmail() } }), 404, 'PREORDER_CAMPAIGN_NOT_FOUND');
      expect(refused.message).toBe('ขณะนี้ไม่มีแคมเปญสั่งจองล่วงหน้าที่เปิดอยู่');
      const english = await send(server.url, 'POST', '/auth/session', { body: { email: uniqueEmail() }, headers: { 'accept-language': 'en' } });
      expect(expectError(english, 404).message).toBe('No pre-order campaign is open right now');
    }
    moveClock(new Date('2027-01-31T23:50:00+07:00'));
    const started = await send(server.url, 'POST', '/auth/session', { body: { email: uniqueEmail() } });
    expect(v.parse(StartSessionResponse, started.json).data.expiredAt).toBe(PREORDER_CAMPAIGN.endsAt.toISOString());
  });

  it('refuses a malformed email in Thai, or in English when asked', async () => {
    moveClock(IN_CAMPAIGN);
    const thai = expectError(await send(server.url, 'POST', '/auth/session', { body: { email: 'not-an-email' } }), 400, 'INVALID_EMAIL');
    expect(thai.message).toBe('อีเมลของท่านไม่ถูกต้อง');
    const english = await send(server.url, 'POST', '/auth/session', { body: { email: 'not-an-email' }, headers: { 'accept-language': 'en' } });
    expect(expectError(english, 400, 'INVALID_EMAIL').message).toBe('Your email address is not valid');
    expectError(await send(server.url, 'POST', '/auth/session', { body: { email: uniqueEmail(), extra: 1 } }), 400);
    expectError(await send(server.url, 'POST', '/auth/session', { raw: 'email=a@b.co', headers: { 'content-type': 'text/plain' } }), 415);
  });
});

describe('the pre-order products', () => {
  it('lists the campaign’s products with prices from the catalogue, an image, the allocation left and the units the email may still order', async () => {
    moveClock(IN_CAMPAIGN);
    const sessionId = await startSession(server, uniqueEmail());
    const data = await readProducts(sessionId);
    const rows = await server.db.select().from(preorderProducts).where(eq(preorderProducts.campaignId, PREORDER_CAMPAIGN.id));
    expect(data.campaign.name).toBe('สั่งจองล่วงหน้า Apple Watch Ultra 3');
    expect(data.limitPerEmail).toBe(2);
    expect(data.unitsLeft).toBe(2);
    expect(data.items.map((i) => i.productId).sort((a, b) => a - b)).toEqual(rows.map((r) => r.skuId).sort((a, b) => a - b));
    const first = data.items.find((i) => i.productId === WATCH(0))!;
    const sku = await priceOf(WATCH(0));
    expect(first.price).toBe((sku.specialPrice ?? sku.price) / 100);
    expect(first.standardPrice).toBe(sku.price / 100);
    expect(first.name).toBe('Apple Watch Ultra 3');
    expect(first.image).toEqual({ slug: 'apple-watch-ultra-3', colour: sku.colourCode, alt: 'Apple Watch Ultra 3' });
    expect(first.allocation).toBe(await allocationOf(server, WATCH(0)));
  });
});

describe('placing a pre-order', () => {
  it('prices it from the database, takes the allocation and is read with its order-session-id like any order', async () => {
    moveClock(IN_CAMPAIGN);
    const email = uniqueEmail();
    const sessionId = await startSession(server, email);
    const sku = await priceOf(WATCH(1));
    const stockBefore = sku.stock;
    const allocationBefore = await allocationOf(server, WATCH(1));

    const answer = await preorder(server, sessionId, preorderBody([{ productId: WATCH(1), quantity: 2 }]));
    expect(answer.status, answer.text).toBe(201);
    const order = v.parse(OrderResponse, answer.json).data;
    const unit = sku.specialPrice ?? sku.price;
    expect(order.status).toBe('pendingPayment');
    expect(order.email).toBe(email);
    expect(order.phone).toBe('0812345678');
    expect(order.items).toHaveLength(1);
    expect(order.items[0]).toMatchObject({ productId: WATCH(1), quantity: 2, price: unit / 100, totalPrice: (2 * unit) / 100, educationUnits: 0 });
    expect(order.items[0]!.img[0]).toMatch(/^\/images\/p\/apple-watch-ultra-3\/[a-z-]+\/540\.webp$/);
    expect(order.totalPayable).toBe((2 * unit) / 100);
    expect(order.totalDeliveryFee).toBe(0);
    expect(order.couponCode).toBeNull();
    expect(order.educationFlag).toBe(false);
    expect(order.preorder).toBe(true);
    expect(order.shippingAddress).toMatchObject({ firstName: 'สมชาย', postcode: '10110', phone: '0812345678', taxId: null });
    expect(order.billingAddress).toEqual(order.shippingAddress);
    expect(new Date(order.expiredAt).getTime() - new Date(order.createdAt).getTime()).toBe(minutes(30));
    expect(order.statusHistory.map((s) => s.status)).toEqual(['pendingPayment']);

    expect(await allocationOf(server, WATCH(1))).toBe(allocationBefore - 2);
    expect((await priceOf(WATCH(1))).stock).toBe(stockBefore);
    const [row] = await ordersOfSession(sessionId);
    expect(row).toMatchObject({ customerId: null, preorderSessionId: sessionId, idempotencyScope: `preorder:${sessionId}` });

    const read = await send(server.url, 'GET', `/order/${order.orderId}`, { headers: { 'order-session-id': order.orderSessionId } });
    expect(read.status, read.text).toBe(200);
    expect(v.parse(OrderResponse, read.json).data).toEqual(order);
    expect((await readProducts(sessionId)).unitsLeft).toBe(0);
  });

  it('keeps a separate tax-invoice address with its company and tax ID', async () => {
    moveClock(IN_CAMPAIGN);
    const sessionId = await startSession(server, uniqueEmail());
    const billingAddress = {
      ...preorderBody([]).shippingAddress,
      companyName: 'บริษัท ตัวอย่าง จำกัด',
      taxId: '3101700203456',
      subdistrict: 'Lumphini',
      district: 'Pathum Wan',
      province: 'Bangkok',
      postcode: '10330',
    };
    const answer = await preorder(server, sessionId, { ...preorderBody([{ productId: WATCH(2), quantity: 1 }]), billingAddress });
    expect(answer.status, answer.text).toBe(201);
    const order = v.parse(OrderResponse, answer.json).data;
    // the areas as the Thai address list names them, in both languages
    expect(order.billingAddress).toEqual({
      ...billingAddress,
      subdistrict: 'ลุมพินี',
      district: 'ปทุมวัน',
      province: 'กรุงเทพมหานคร',
      subdistrictEn: 'Lumphini',
      districtEn: 'Pathum Wan',
      provinceEn: 'Bangkok',
      phone: '0812345678',
    });
    expect(order.shippingAddress).toMatchObject({ subdistrict: 'คลองเตย', provinceEn: 'Bangkok', companyName: null });
  });

  it('answers the same order for the same Idempotency-Key, and refuses the key for a different request; the confirmation is mailed once', async () => {
    moveClock(IN_CAMPAIGN);
    const email = uniqueEmail();
    const sessionId = await startSession(server, email);
    const before = await allocationOf(server, WATCH(3));
    const body = preorderBody([{ productId: WATCH(3), quantity: 1 }]);
    const first = await preorder(server, sessionId, body, 'preorder-key-0001');
    const again = await preorder(server, sessionId, body, 'preorder-key-0001');
    expect(first.status, first.text).toBe(201);
    expect(again.status).toBe(201);
    expect(again.json).toEqual(first.json);
    expectError(await preorder(server, sessionId, { ...body, phone: '0899999999' }, 'preorder-key-0001'), 422, 'IDEMPOTENCY_KEY_REUSED');
    expect(await ordersOfSession(sessionId)).toHaveLength(1);
    expect(await allocationOf(server, WATCH(3))).toBe(before - 1);
    const { orderId } = (first.json as { data: { orderId: string } }).data;
    const mail = await waitForMail(server, email);
    // a pre-order's mail says so: it is reserved, not an ordinary order about to be packed
    expect(mail.subject).toBe(`ได้รับการสั่งจองหมายเลข ${orderId} แล้ว`);
    expect(mail.text).toContain(`ขอบคุณสำหรับการสั่งจอง`);
    // no account to look in: the mail leads to the order's tracking page
    expect(mail.html).toContain(`href="${server.url}/order-tracking/${orderId}"`);
    await expectMailCount(server, email, 1);
  });

  it('refuses a product outside the campaign with 422, changing nothing', async () => {
    moveClock(IN_CAMPAIGN);
    const sessionId = await startSession(server, uniqueEmail());
    const before = await allocationOf(server, WATCH(0));
    const answer = await preorder(
      server,
      sessionId,
      preorderBody([
        { productId: WATCH(0), quantity: 1 },
        { productId: skuOf('airpods-4', 0), quantity: 1 },
      ]),
    );
    expect(expectError(answer, 422, 'PREORDER_PRODUCT_NOT_IN_CAMPAIGN').message).toBe('สินค้านี้ไม่อยู่ในรายการสั่งจองล่วงหน้า');
    const english = await preorder(server, sessionId, preorderBody([{ productId: 999_999, quantity: 1 }]), undefined, { 'accept-language': 'en' });
    expect(expectError(english, 422).message).toBe('This product is not part of the pre-order campaign');
    expect(await allocationOf(server, WATCH(0))).toBe(before);
    expect(await ordersOfSession(sessionId)).toHaveLength(0);
  });

  it('holds the per-email limit over every session of the email, and frees the units of an order that expired', async () => {
    moveClock(IN_CAMPAIGN);
    const email = uniqueEmail();
    const first = await startSession(server, email);
    const placed = await preorder(
      server,
      first,
      preorderBody([
        { productId: WATCH(0), quantity: 1 },
        { productId: WATCH(4), quantity: 1 },
      ]),
    );
    expect(placed.status, placed.text).toBe(201);

    const second = await startSession(server, email.toUpperCase());
    const refused = expectError(await preorder(server, second, preorderBody([{ productId: WATCH(0), quantity: 1 }])), 422, 'PREORDER_EMAIL_LIMIT');
    expect(refused.message).toBe('สั่งจองได้สูงสุด 2 ชิ้นต่ออีเมล (อีเมลนี้สั่งจองไปแล้ว 2 ชิ้น)');
    const english = await preorder(server, second, preorderBody([{ productId: WATCH(0), quantity: 1 }]), undefined, { 'accept-language': 'en' });
    expect(expectError(english, 422).message).toBe('You can pre-order at most 2 units per email address (this email already holds 2)');
    expect(await ordersOfSession(second)).toHaveLength(0);

    // the first order is never paid: past its 30 minutes it expires and gives its units back
    const before = await allocationOf(server, WATCH(4));
    later(minutes(31));
    const third = await startSession(server, email);
    expect((await readProducts(third)).unitsLeft).toBe(2);
    expect(await allocationOf(server, WATCH(4))).toBe(before + 1);
    const again = await preorder(server, third, preorderBody([{ productId: WATCH(0), quantity: 2 }]));
    expect(again.status, again.text).toBe(201);
    expect((await ordersOfSession(first))[0]!.status).toBe('expired');
  });

  it('answers 409 when the allocation is short, changing nothing', async () => {
    moveClock(IN_CAMPAIGN);
    const sessionId = await startSession(server, uniqueEmail());
    await server.db
      .update(preorderProducts)
      .set({ allocation: 1 })
      .where(eq(preorderProducts.skuId, WATCH(5)));
    const answer = await preorder(server, sessionId, preorderBody([{ productId: WATCH(5), quantity: 2 }]));
    expect(expectError(answer, 409, 'PREORDER_ALLOCATION_EXHAUSTED').message).toBe('สินค้าสั่งจองไม่เพียงพอ: Apple Watch Ultra 3');
    expect(await allocationOf(server, WATCH(5))).toBe(1);
  });

  it('refuses a pre-order from a session past its time, telling the shopper to start again', async () => {
    moveClock(IN_CAMPAIGN);
    const sessionId = await startSession(server, uniqueEmail());
    const before = await allocationOf(server, WATCH(6));
    later(minutes(30));
    const answer = await preorder(server, sessionId, preorderBody([{ productId: WATCH(6), quantity: 1 }]));
    expect(expectError(answer, 404, 'PREORDER_SESSION_EXPIRED').message).toContain('กรุณาเริ่มสั่งจองใหม่');
    expectError(await preorder(server, randomUUID(), preorderBody([{ productId: WATCH(6), quantity: 1 }])), 404, 'PREORDER_SESSION_NOT_FOUND');
    expect(await allocationOf(server, WATCH(6))).toBe(before);
    expect(await ordersOfSession(sessionId)).toHaveLength(0);
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    moveClock(IN_CAMPAIGN);
    const sessionId = await startSession(server, uniqueEmail());
    const good = preorderBody([{ productId: WATCH(7), quantity: 1 }]);
    const before = await allocationOf(server, WATCH(7));
    const bad: unknown[] = [
      { ...good, totalPayable: 1 },
      { ...good, items: [] },
      { ...good, items: [{ productId: WATCH(7), quantity: 0 }] },
      { ...good, items: [{ productId: WATCH(7), quantity: 1.5 }] },
      { ...good, items: [{ productId: WATCH(7), quantity: 1, price: 1 }] },
      {
        ...good,
        items: [
          { productId: WATCH(7), quantity: 1 },
          { productId: WATCH(7), quantity: 1 },
        ],
      },
      { ...good, items: Array.from({ length: 11 }, (_, i) => ({ productId: i + 1, quantity: 1 })) },
      { ...good, phone: '12345' },
      { ...good, shippingAddress: { ...good.shippingAddress, postcode: '1011' } },
      { ...good, shippingAddress: { ...good.shippingAddress, address: '' } },
      { ...good, billingAddress: { ...good.shippingAddress, taxId: '1234567890123' } },
      [],
      'text',
    ];
    for (const body of bad) expectError(await preorder(server, sessionId, body), 400);
    const nowhere = { ...good, shippingAddress: { ...good.shippingAddress, province: 'Atlantis' } };
    expect(expectError(await preorder(server, sessionId, nowhere), 400, 'INVALID_PROVINCE').message).toBe('ไม่พบจังหวัดนี้');
    const wrongPostcode = { ...good, billingAddress: { ...good.shippingAddress, postcode: '10500' } };
    expectError(await preorder(server, sessionId, wrongPostcode), 400, 'INVALID_POSTCODE');
    const unpaired = { ...good, shippingAddress: { ...good.shippingAddress, address: '1 ถนน\ud800' } };
    expectError(await preorder(server, sessionId, unpaired), 400, 'INVALID_INPUT');
    const phone = expectError(await preorder(server, sessionId, { ...good, phone: '12345' }), 400, 'INVALID_PHONE');
    expect(phone.message).toBe('เบอร์โทรศัทพ์ของท่านไม่ถูกต้อง');
    const english = await preorder(server, sessionId, { ...good, phone: '12345' }, undefined, { 'accept-language': 'en' });
    expect(expectError(english, 400).message).toBe('Your phone number is not valid');
    expectError(await preorder(server, 'not-a-uuid', good), 400);
    expectError(await preorder(server, sessionId, good, 'short'), 400);
    expectError(await send(server.url, 'POST', '/order/api/preorders', { body: good, headers: { 'session-id': sessionId } }), 400);
    expectError(
      await send(server.url, 'POST', '/order/api/preorders', {
        raw: '{',
        headers: { 'session-id': sessionId, 'idempotency-key': randomUUID(), 'content-type': 'application/json' },
      }),
      400,
    );
    expect(await allocationOf(server, WATCH(7))).toBe(before);
    expect(await ordersOfSession(sessionId)).toHaveLength(0);
  });
});

describe('session starts', () => {
  // last in the file: it uses up this client address's starts for the window
  it('are limited per client address', async () => {
    moveClock(IN_CAMPAIGN);
    const start = () => send(server.url, 'POST', '/auth/session', { body: { email: uniqueEmail() } });
    const statuses: number[] = [];
    for (let i = 0; i <= SESSION_STARTS_PER_IP && !statuses.includes(429); i++) statuses.push((await start()).status);
    expect(statuses.at(-1)).toBe(429);
    expect(new Set(statuses.slice(0, -1))).toEqual(new Set([201]));
    const refused = expectError(await start(), 429, 'TOO_MANY_REQUESTS');
    expect(refused.message).toBe('ทำรายการบ่อยเกินไป กรุณาลองใหม่ภายหลัง');
  });
});

describe('the pre-order pages', () => {
  it.each([
    ['/preorder', 'สั่งจองล่วงหน้า Apple Watch Ultra 3 | Apple Premium Reseller', '/preorder'],
    ['/en/preorder/', 'Apple Watch Ultra 3 pre-order | Apple Premium Reseller', '/en/preorder'],
  ])('%s is a page titled after the running campaign, with its canonical address', async (path, title, canonical) => {
    moveClock(IN_CAMPAIGN);
    const answer = await send(server.url, 'GET', path);
    expect(answer.status).toBe(200);
    expect(answer.text).toContain(`<title>${title}</title>`);
    expect(answer.text).toContain(`<link rel="canonical" href="${server.url}${canonical}" />`);
  });

  it('is titled after the page itself when no campaign is running', async () => {
    moveClock(new Date(IN_CAMPAIGN.getTime() + 365 * 24 * 60 * minutes(1)));
    expect((await send(server.url, 'GET', '/preorder')).text).toContain('<title>สั่งจองล่วงหน้า | Apple Premium Reseller</title>');
    expect((await send(server.url, 'GET', '/en/preorder')).text).toContain('<title>Pre-order | Apple Premium Reseller</title>');
    moveClock(IN_CAMPAIGN);
  });

  it('lists the campaign page in sitemap.xml in both languages, and none of the pages behind a session', async () => {
    const text = (await send(server.url, 'GET', '/sitemap.xml')).text;
    expect(text).toContain(`<loc>${server.url}/preorder</loc>`);
    expect(text).toContain(`<loc>${server.url}/en/preorder</loc>`);
    expect(text).not.toContain('/preorder/');
  });
});
