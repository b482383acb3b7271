import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody } from '../../contract/error.ts';
import { MAX_WISHLIST_ITEMS, WishlistResponse } from '../../contract/customer.ts';
import { products, wishlistItems } from '../../server/db/schema.ts';
import { catalogue } from '../../server/seed/catalogue-data.ts';
import { productIdOf, skuIdOf } from '../../server/seed/seed.ts';
import { createCustomer } from './customers.ts';
import { expectError, send } from './http.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const IPHONE = productIdOf(0);
const IPAD = productIdOf(10);
const AIRPODS = productIdOf(24);
const PATH = '/customer/api/wishlist';
type Auth = Record<string, string>;

const ok = (answer: Awaited<ReturnType<typeof send>>) => {
  expect(answer.status, answer.text).toBe(200);
  return v.parse(WishlistResponse, answer.json).data.items;
};
const getList = async (auth: Auth) => ok(await send(server.url, 'GET', PATH, { headers: auth }));
const add = async (auth: Auth, productIds: number[]) => ok(await send(server.url, 'POST', PATH, { body: { productIds }, headers: auth }));
const stored = async (customerId: number) =>
  (await server.db.select().from(wishlistItems).where(eq(wishlistItems.customerId, customerId))).map((r) => r.productId).sort();

describe('wishlist', () => {
  it('starts empty', async () => {
    const customer = await createCustomer(server);
    expect(await getList(customer.auth)).toEqual([]);
  });

  it('adds models and lists them with the time they were added', async () => {
    const customer = await createCustomer(server);
    const before = Date.now();
    const items = await add(customer.auth, [IPHONE, AIRPODS]);
    expect(items.map((i) => i.productId).sort()).toEqual([IPHONE, AIRPODS].sort());
    for (const item of items) expect(Date.parse(item.addedAt)).toBeGreaterThanOrEqual(before - 5_000);
    expect(await getList(customer.auth)).toEqual(items);
  });

  it('lists the newest additions first', async () => {
    const customer = await createCustomer(server);
    await add(customer.auth, [IPHONE]);
    const items = await add(customer.auth, [IPAD]);
    expect(items.map((i) => i.productId)).toEqual([IPAD, IPHONE]);
  });

  it('ignores models already on the list and repeated ids, keeping the first time they were added', async () => {
    const customer = await createCustomer(server);
    const [first] = await add(customer.auth, [IPHONE]);
    const items = await add(customer.auth, [IPHONE, AIRPODS, AIRPODS, IPHONE]);
    expect(items).toHaveLength(2);
    expect(items.find((i) => i.productId === IPHONE)).toEqual(first);
    expect(await stored(customer.id)).toEqual([IPHONE, AIRPODS].sort());
  });

  it('removes a model, and removing one that is not there is fine', async () => {
    const customer = await createCustomer(server);
    await add(customer.auth, [IPHONE, AIRPODS]);
    expect((await ok(await send(server.url, 'DELETE', `${PATH}/${IPHONE}`, { headers: customer.auth }))).map((i) => i.productId)).toEqual([AIRPODS]);
    expect((await ok(await send(server.url, 'DELETE', `${PATH}/${IPHONE}`, { headers: customer.auth }))).map((i) => i.productId)).toEqual([AIRPODS]);
    expect((await ok(await send(server.url, 'DELETE', `${PATH}/2147483647`, { headers: customer.auth }))).map((i) => i.productId)).toEqual([AIRPODS]);
  });

  it('answers 404 naming the unknown ids and adds none of the batch', async () => {
    const customer = await createCustomer(server);
    const sku = skuIdOf(IPHONE, 0);
    for (const [headers, text] of [
      [customer.auth, 'ไม่พบสินค้า'],
      [{ ...customer.auth, 'accept-language': 'en' }, 'could not be found'],
    ] as const) {
      const answer = await send(server.url, 'POST', PATH, { body: { productIds: [IPHONE, 999_999, sku] }, headers });
      const error = expectError(answer, 404, 'PRODUCT_NOT_FOUND');
      expect(error.message).toContain(text);
      expect(error.message).toContain('999999');
      expect(v.parse(v.object({ ...ErrorBody.entries, productIds: v.array(v.number()) }), answer.json).productIds).toEqual([999_999, sku]);
    }
    expect(await stored(customer.id)).toEqual([]);
  });

  it('keeps each customer’s wishlist apart', async () => {
    const a = await createCustomer(server);
    const b = await createCustomer(server);
    await add(a.auth, [IPHONE]);
    await add(b.auth, [AIRPODS]);
    expect((await getList(a.auth)).map((i) => i.productId)).toEqual([IPHONE]);
    expect((await getList(b.auth)).map((i) => i.productId)).toEqual([AIRPODS]);
  });

  it('adds every model once under parallel requests', async () => {
    const customer = await createCustomer(server);
    const ids = catalogue.slice(0, 12).map((_, i) => productIdOf(i));
    const answers = await Promise.all(
      ids.flatMap((id) => [id, id]).map((id) => send(server.url, 'POST', PATH, { body: { productIds: [id] }, headers: customer.auth })),
    );
    for (const answer of answers) expect(answer.status, answer.text).toBe(200);
    expect(await stored(customer.id)).toEqual([...ids].sort());
  });

  it(`holds at most ${MAX_WISHLIST_ITEMS} models`, async () => {
    const customer = await createCustomer(server);
    const [template] = await server.db.select().from(products).where(eq(products.id, IPHONE));
    const extra = Array.from({ length: MAX_WISHLIST_ITEMS }, (_, i) => ({ ...template!, id: 900_000 + i, slug: `wishlist-filler-${i}` }));
    await server.db.insert(products).values(extra);
    await server.db.insert(wishlistItems).values(extra.slice(0, MAX_WISHLIST_ITEMS - 1).map((p) => ({ customerId: customer.id, productId: p.id })));
    expectError(await send(server.url, 'POST', PATH, { body: { productIds: [IPHONE, AIRPODS] }, headers: customer.auth }), 422, 'WISHLIST_FULL');
    expect(await add(customer.auth, [IPHONE])).toHaveLength(MAX_WISHLIST_ITEMS);
    expect(await add(customer.auth, [IPHONE])).toHaveLength(MAX_WISHLIST_ITEMS);
  });
});

describe('wishlist bad input', () => {
  it('refuses batches that are empty, too long or not lists of model ids, adding nothing', async () => {
    const customer = await createCustomer(server);
    await add(customer.auth, [IPHONE]);
    const bodies: unknown[] = [
      {},
      { productIds: [] },
      { productIds: Array.from({ length: 51 }, (_, i) => productIdOf(i % 40)) },
      { productIds: IPHONE },
      { productIds: [String(AIRPODS)] },
      { productIds: [AIRPODS, null] },
      { productIds: [1.5] },
      { productIds: [0] },
      { productIds: [-AIRPODS] },
      { productIds: [2 ** 31] },
      { productIds: [1e300] },
      { productIds: [{ id: AIRPODS }] },
      [AIRPODS],
    ];
    for (const body of bodies) {
      const error = expectError(
        await send(server.url, 'POST', PATH, { body, headers: { ...customer.auth, 'accept-language': 'en' } }),
        400,
        'INVALID_PRODUCT_IDS',
      );
      expect(error.message, JSON.stringify(body).slice(0, 80)).toBe('productIds must list 1 to 50 product ids');
    }
    for (const body of ['AIRPODS', AIRPODS, null]) expectError(await send(server.url, 'POST', PATH, { body, headers: customer.auth }), 400);
    expectError(
      await send(server.url, 'POST', PATH, { raw: `{"productIds":[${AIRPODS}]`, headers: { ...customer.auth, 'content-type': 'application/json' } }),
      400,
      'INVALID_JSON',
    );
    expectError(await send(server.url, 'POST', PATH, { raw: `{"productIds":[${AIRPODS}]}`, headers: { ...customer.auth, 'content-type': 'text/plain' } }), 415);
    expect(await stored(customer.id)).toEqual([IPHONE]);
  });

  it('refuses product ids in the path that are not positive int32 numbers, removing nothing', async () => {
    const customer = await createCustomer(server);
    await add(customer.auth, [IPHONE]);
    for (const id of ['abc', '0', '-1', '1.5', '2147483648', '99999999999', `${IPHONE}x`, '1e3']) {
      expectError(await send(server.url, 'DELETE', `${PATH}/${id}`, { headers: customer.auth }), 400, 'INVALID_PRODUCT_ID');
    }
    expect(await stored(customer.id)).toEqual([IPHONE]);
  });
});
