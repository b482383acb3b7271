import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productIdOf, skuIdOf } from '../../server/seed/seed.ts';
import { createShopper } from './checkout.ts';
import { createCustomer } from './customers.ts';
import { expectError, send } from './http.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
beforeAll(async () => void (server = await startTestServer()));
afterAll(async () => server.close());

const AIRPODS = skuIdOf(productIdOf(24), 0);
const CABLE = skuIdOf(productIdOf(41), 1);

async function newCart(headers: Record<string, string> = {}, items: { productId: number; quantity: number }[] = []) {
  const answer = await send(server.url, 'POST', '/cart/api/cart/create', { body: { items }, headers });
  expect(answer.status, answer.text).toBe(201);
  return (answer.json as { data: { cartId: string } }).data.cartId;
}
const cartOf = async (cartId: string, headers: Record<string, string> = {}) => send(server.url, 'GET', `/cart/api/cart/${cartId}`, { headers });
const lines = (answer: Awaited<ReturnType<typeof cartOf>>) =>
  (answer.json as { data: { items: { productId: number; quantity: number }[] } }).data.items.map((i) => [i.productId, i.quantity]);

describe("a customer's cart", () => {
  it('is theirs alone: another customer and a guest get 404 for every cart call', async () => {
    const a = await createCustomer(server);
    const b = await createCustomer(server);
    const cartId = await newCart(a.auth, [{ productId: AIRPODS, quantity: 1 }]);
    for (const headers of [b.auth, {}]) {
      expectError(await cartOf(cartId, headers), 404, 'CART_NOT_FOUND');
      expectError(await send(server.url, 'POST', `/cart/api/cart/${cartId}/items/add`, { body: { productId: CABLE, quantity: 1 }, headers }), 404);
      expectError(await send(server.url, 'POST', `/cart/api/cart/${cartId}/items/update`, { body: { productId: AIRPODS, quantity: 2 }, headers }), 404);
      expectError(await send(server.url, 'DELETE', `/cart/api/cart/${cartId}/items/delete`, { body: { productId: AIRPODS }, headers }), 404);
      expectError(await send(server.url, 'POST', `/cart/api/cart/merge/${cartId}`, { headers }), headers === b.auth ? 404 : 401);
    }
    expect(lines(await cartOf(cartId, a.auth))).toEqual([[AIRPODS, 1]]);
  });

  it('is found again on a new device', async () => {
    const a = await createCustomer(server);
    const none = await send(server.url, 'GET', '/cart/api/cart/customer', { headers: a.auth });
    expect(none.status, none.text).toBe(200);
    expect(none.json).toEqual({ data: { cartId: null } });
    const cartId = await newCart(a.auth);
    const found = await send(server.url, 'GET', '/cart/api/cart/customer', { headers: a.auth });
    expect((found.json as { data: { cartId: string } }).data.cartId).toBe(cartId);
    expectError(await send(server.url, 'GET', '/cart/api/cart/customer'), 401, 'UNAUTHORIZED');
  });

  it('refuses a token that is not valid rather than treating the caller as a guest', async () => {
    const cartId = await newCart();
    expectError(await cartOf(cartId, { authorization: 'Bearer not.a.token' }), 401, 'UNAUTHORIZED');
  });
});

describe('merging the guest cart on login', () => {
  it('makes the guest cart theirs when they have none', async () => {
    const a = await createCustomer(server);
    const guest = await newCart({}, [{ productId: AIRPODS, quantity: 1 }]);
    const merged = await send(server.url, 'POST', `/cart/api/cart/merge/${guest}`, { headers: a.auth });
    expect((merged.json as { data: { cartId: string } }).data.cartId).toBe(guest);
    expectError(await cartOf(guest), 404);
    expect(lines(await cartOf(guest, a.auth))).toEqual([[AIRPODS, 1]]);
  });

  it('adds the guest lines to their cart, capped at each line limit, and deletes the guest cart', async () => {
    const a = await createCustomer(server);
    const own = await newCart(a.auth, [{ productId: AIRPODS, quantity: 4 }]);
    const guest = await newCart({}, [
      { productId: AIRPODS, quantity: 3 },
      { productId: CABLE, quantity: 2 },
    ]);
    const merged = await send(server.url, 'POST', `/cart/api/cart/merge/${guest}`, { headers: a.auth });
    expect((merged.json as { data: { cartId: string } }).data.cartId).toBe(own);
    const cart = await cartOf(own, a.auth);
    const airpods = lines(cart).find(([id]) => id === AIRPODS)![1]!;
    const limit = (cart.json as { data: { items: { productId: number; limitQty: number; stock: number }[] } }).data.items.find((i) => i.productId === AIRPODS)!;
    expect(airpods).toBe(Math.min(7, limit.limitQty, limit.stock));
    expect(lines(cart)).toContainEqual([CABLE, 2]);
    expectError(await cartOf(guest, a.auth), 404, 'CART_NOT_FOUND');
  });

  it('is harmless twice', async () => {
    const a = await createCustomer(server);
    const guest = await newCart({}, [{ productId: CABLE, quantity: 1 }]);
    await send(server.url, 'POST', `/cart/api/cart/merge/${guest}`, { headers: a.auth });
    const again = await send(server.url, 'POST', `/cart/api/cart/merge/${guest}`, { headers: a.auth });
    expect(again.status).toBe(200);
    expect(lines(await cartOf(guest, a.auth))).toEqual([[CABLE, 1]]);
  });

  it('never answers a bag that became an order: their open bag instead, or CART_ORDERED when they have none', async () => {
    const shopper = await createShopper(server);
    const ordered = await shopper.cart([{ productId: CABLE, quantity: 1 }]);
    await shopper.placed(ordered);
    const merge = () => send(server.url, 'POST', `/cart/api/cart/merge/${ordered.cartId}`, { headers: shopper.auth });
    const refused = expectError(await merge(), 409, 'CART_ORDERED');
    expect(refused.message).toBe('สินค้าในถุงช้อปปิ้งนี้ถูกสั่งซื้อไปแล้ว กรุณาเลือกสินค้าใหม่อีกครั้ง');

    const open = await newCart(shopper.auth, [{ productId: AIRPODS, quantity: 1 }]);
    const merged = await merge();
    expect(merged.status, merged.text).toBe(200);
    expect(merged.json).toEqual({ data: { cartId: open } });
    expect(lines(await cartOf(open, shopper.auth))).toEqual([[AIRPODS, 1]]);
  });

  it('answers 400 for an id that is not a cart id', async () => {
    const a = await createCustomer(server);
    expectError(await send(server.url, 'POST', '/cart/api/cart/merge/not-a-cart', { headers: a.auth }), 400);
  });
});
