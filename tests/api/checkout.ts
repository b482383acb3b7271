import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { expect } from 'vitest';
import { CartResponse } from '../../contract/cart.ts';
import { OrderResponse } from '../../contract/order.ts';
import { addresses } from '../../server/db/schema.ts';
import { catalogue } from '../../server/seed/catalogue-data.ts';
import { productIdOf, skuIdOf } from '../../server/seed/seed.ts';
import { createCustomer } from './customers.ts';
import { send } from './http.ts';
import type { TestServer } from './test-server.ts';

const modelIndex = (key: string) => catalogue.findIndex((m) => m.key === key);
/** The SKU id of a catalogue model's n-th SKU. */
export const skuOf = (key: string, n = 0) => skuIdOf(productIdOf(modelIndex(key)), n);

const address = (kind: 'shipping' | 'billing', customerId: number) => ({
  customerId,
  kind,
  position: 0,
  firstName: 'สมหญิง',
  lastName: 'รักเรียน',
  phone: '0898765432',
  companyName: null,
  taxId: kind === 'billing' ? '1101700203450' : null,
  address: '254 ถนนพญาไท',
  subdistrict: 'วังใหม่',
  district: 'ปทุมวัน',
  province: 'กรุงเทพมหานคร',
  postcode: '10330',
});

export type Shopper = Awaited<ReturnType<typeof createShopper>>;

/** What an order request may carry besides the cart: any body fields (valid or not) and the language. */
export interface OrderExtra {
  body?: Record<string, unknown>;
  lang?: 'en';
}

/** A logged-in customer with default shipping and billing addresses, and cart helpers acting as them. */
export async function createShopper(server: TestServer, options: { addresses?: boolean } = {}) {
  const customer = await createCustomer(server);
  if (options.addresses !== false) await server.db.insert(addresses).values([address('shipping', customer.id), address('billing', customer.id)]);
  const headers = customer.auth;
  return {
    ...customer,
    async cart(items: { productId: number; quantity: number }[]) {
      const created = await send(server.url, 'POST', '/cart/api/cart/create', { body: { items }, headers });
      expect(created.status, created.text).toBe(201);
      const { cartId } = (created.json as { data: { cartId: string } }).data;
      return this.readCart(cartId);
    },
    async readCart(cartId: string) {
      const answer = await send(server.url, 'GET', `/cart/api/cart/${cartId}`, { headers });
      expect(answer.status, answer.text).toBe(200);
      return v.parse(CartResponse, answer.json).data;
    },
    /**
     * POST /order/api/orders; answers the raw answer so tests can check refusals. `extra.body` adds to (or
     * replaces) the cart fields, e.g. address ids and a tax invoice; `extra.lang` sends accept-language.
     */
    order(cart: { cartId: string; version: number }, key: string = randomUUID(), extra: OrderExtra = {}) {
      return send(server.url, 'POST', '/order/api/orders', {
        body: { cartId: cart.cartId, cartVersion: cart.version, ...extra.body },
        headers: { ...headers, 'idempotency-key': key, ...(extra.lang ? { 'accept-language': extra.lang } : {}) },
      });
    },
    async placed(cart: { cartId: string; version: number }, key?: string, extra?: OrderExtra) {
      const answer = await this.order(cart, key, extra);
      expect(answer.status, answer.text).toBe(201);
      return v.parse(OrderResponse, answer.json).data;
    },
  };
}
