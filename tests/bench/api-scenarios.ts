import type autocannon from 'autocannon';
import { activationToken } from '../dev-mailbox.ts';

export interface Scenario {
  name: string;
  /** sent in turn by every connection */
  requests: autocannon.Request[];
}

const json = { 'content-type': 'application/json' };

/** Algolia's multi-query call with one request, as the search client sends it. */
const searchRequest = (request: Record<string, unknown>): autocannon.Request => ({
  method: 'POST',
  path: '/1/indexes/*/queries',
  headers: json,
  body: JSON.stringify({ requests: [{ indexName: 'products', ...request }] }),
});

/** What shoppers type, in turn: more than the answer cache holds for a results page (more than 20 hits are never cached). */
const TYPED = ['iphone 17', 'ไอโฟน 17 pro', 'macbok air', 'แมคบุ๊ค', 'aiprods', 'เคสไอโฟน', 'หูฟัง', 'ipad pro 13', 'magsafe', 'ดินสอ', 'wtach', 'แอร์พ'];
const RESULTS_PAGE = { hitsPerPage: 24, facets: ['categorySlug', 'colour', 'capacity', 'price'] };
let typed = 0;

export async function call(origin: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(origin + path, { method, headers: { ...json, ...headers }, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 200)}`);
  return text ? (JSON.parse(text) as { data: Record<string, unknown> }) : { data: {} };
}

/** The calls measured, each prepared with real data from the running server (a product, a customer, a cart). */
export async function apiScenarios(origin: string, wanted: (name: string) => boolean = () => true): Promise<Scenario[]> {
  const list = await call(origin, 'GET', '/pim/api/products?category=iphone');
  const first = (list.data.items as { productId: number }[])[0]!;
  const detail = await call(origin, 'GET', `/pim/api/products/${first.productId}`);
  const skus = (detail.data.variants as { productId: number; stock: number }[]).filter((v) => v.stock > 0);

  const scenarios: Scenario[] = [
    { name: 'product list', requests: [{ method: 'GET', path: '/pim/api/products' }] },
    { name: 'product detail', requests: [{ method: 'GET', path: `/pim/api/products/${first.productId}` }] },
    { name: 'search', requests: [searchRequest({ query: 'iphone pro', hitsPerPage: 3 })] },
    {
      name: 'search results',
      requests: [
        {
          ...searchRequest({}),
          setupRequest: (request) => ({
            ...request,
            body: JSON.stringify({ requests: [{ indexName: 'products', query: TYPED[typed++ % TYPED.length], ...RESULTS_PAGE }] }),
          }),
        },
      ],
    },
    // the same results page filtered both ways: the filters string must cost no more than facetFilters
    {
      name: 'search facetFilters',
      requests: [searchRequest({ query: 'pro', ...RESULTS_PAGE, facetFilters: [['categorySlug:iphone', 'categorySlug:ipad'], 'isSpecialPrice:false'] })],
    },
    {
      name: 'search filters',
      requests: [searchRequest({ query: 'pro', ...RESULTS_PAGE, filters: '(categorySlug:iphone OR categorySlug:ipad) AND isSpecialPrice:false' })],
    },
  ];
  const groups = [
    { names: ['login', 'profile', 'form: profile', 'form: newsletter', 'form: forgot pwd'], prepare: () => accountScenarios(origin) },
    { names: ['cart get', 'cart update', 'cart add'], prepare: () => cartScenarios(origin, skus[0]!.productId) },
    { names: ['apply coupon', 'place order'], prepare: () => checkoutScenarios(origin) },
  ];
  for (const group of groups) if (group.names.some(wanted)) scenarios.push(...(await group.prepare()));
  return scenarios.filter((scenario) => wanted(scenario.name));
}

let customers = 0;

/** A customer registered, activated through the development mailbox and logged in, as a shopper would. */
export async function registeredCustomer(origin: string) {
  customers += 1;
  const email = `bench.${Date.now()}.${customers}@example.com`;
  const password = 'Bench#2026pass';
  await call(origin, 'POST', '/customer/api/register', {
    email,
    password,
    confirmPassword: password,
    firstName: 'Bench',
    lastName: 'Shopper',
    phone: '0812345678',
    consent: true,
  });
  let activation: string | undefined;
  for (const deadline = Date.now() + 5000; !activation && Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 50)))
    activation = activationToken(await (await fetch(`${origin}/dev/mailbox`)).text(), email);
  if (!activation) throw new Error('no activation link in the development mailbox');
  await call(origin, 'POST', '/customer/api/activate', { token: activation });
  const login = await call(origin, 'POST', '/authen/api/auth/login', { username: email, password });
  const { accessToken, refreshToken } = login.data as { accessToken: string; refreshToken: string };
  return { email, password, auth: { authorization: `Bearer ${accessToken}` }, sessionCookie: `${accessToken}|${refreshToken}` };
}

async function accountScenarios(origin: string): Promise<Scenario[]> {
  try {
    const { email, password, auth } = await registeredCustomer(origin);
    return [
      { name: 'login', requests: [{ method: 'POST', path: '/authen/api/auth/login', headers: json, body: JSON.stringify({ username: email, password }) }] },
      { name: 'profile', requests: [{ method: 'GET', path: '/customer/api/profile', headers: auth }] },
      // the account forms' submits that hash no password (spec: a form answers within 300 ms)
      {
        name: 'form: profile',
        requests: [
          {
            method: 'POST',
            path: '/customer/api/profile',
            headers: { ...json, ...auth },
            body: JSON.stringify({ firstName: 'Bench', lastName: 'Shopper', phone: '0812345678' }),
          },
        ],
      },
      {
        name: 'form: newsletter',
        requests: [
          { method: 'PUT', path: '/customer/api/subscription-flag', headers: { ...json, ...auth }, body: JSON.stringify({ subscription_flag: true }) },
        ],
      },
      {
        name: 'form: forgot pwd',
        requests: [{ method: 'POST', path: '/customer/api/forgot-password', headers: json, body: JSON.stringify({ username: email }) }],
      },
    ];
  } catch (error) {
    console.log(`(login and profile skipped: ${(error as Error).message})`);
    return [];
  }
}

/**
 * 'cart update' sets the quantity of a line of one cart from every connection (the two-tabs case).
 * 'cart add' removes a line and adds it again, each pair on the next of 200 carts in turn, so that
 * every add is accepted however long the run (many shoppers adding at once).
 */
async function cartScenarios(origin: string, skuId: number): Promise<Scenario[]> {
  const body = JSON.stringify({ productId: skuId, quantity: 1 });
  const carts: string[] = [];
  for (let i = 0; i < 200; i += 1) {
    const created = await call(origin, 'POST', '/cart/api/cart/create', { items: [{ productId: skuId, quantity: 1 }] });
    carts.push(created.data.cartId as string);
  }
  const shared = carts[0]!;
  let next = 0;
  return [
    { name: 'cart get', requests: [{ method: 'GET', path: `/cart/api/cart/${shared}` }] },
    { name: 'cart update', requests: [{ method: 'POST', path: `/cart/api/cart/${shared}/items/update`, headers: json, body }] },
    {
      name: 'cart add',
      requests: [
        {
          method: 'DELETE',
          headers: json,
          body: JSON.stringify({ productId: skuId }),
          setupRequest: (request, context: { cartId?: string }) => {
            context.cartId = carts[next++ % carts.length]!;
            return { ...request, path: `/cart/api/cart/${context.cartId}/items/delete` };
          },
        },
        {
          method: 'POST',
          headers: json,
          body,
          setupRequest: (request, context: { cartId?: string }) => ({ ...request, path: `/cart/api/cart/${context.cartId!}/items/add` }),
        },
      ],
    },
  ];
}

const ADMIN = { 'x-api-key': process.env.ADMIN_API_KEY || 'local-admin-key' };
const ADDRESS = {
  firstName: 'Bench',
  lastName: 'Shopper',
  phone: '0812345678',
  address: '1 Rama I Road',
  subdistrict: 'Pathum Wan',
  district: 'Pathum Wan',
  province: 'Bangkok',
  postcode: '10330',
};

/**
 * 'apply coupon' applies ACC10 to a cart with AirPods again and again. 'place order' checks out a fresh cart of
 * one of ten customers each time (carts prepared beforehand, stock raised by the staff endpoint so that it never
 * runs out), each with its own Idempotency-Key: every order is a real one.
 */
async function checkoutScenarios(origin: string): Promise<Scenario[]> {
  try {
    const airpods = await call(origin, 'GET', '/pim/api/products?category=airpods');
    const product = (airpods.data.items as { productId: number }[])[0]!;
    const detail = await call(origin, 'GET', `/pim/api/products/${product.productId}`);
    const sku = (detail.data.variants as { productId: number }[])[0]!.productId;
    await call(origin, 'PUT', `/pim/api/admin/skus/${sku}/stock`, { stock: 1_000_000 }, ADMIN);

    const couponCart = (await call(origin, 'POST', '/cart/api/cart/create', { items: [{ productId: sku, quantity: 1 }] })).data.cartId as string;
    const couponBody = JSON.stringify({ couponCode: 'ACC10' });

    const shoppers = [];
    for (let i = 0; i < 10; i += 1) {
      const shopper = await registeredCustomer(origin);
      await call(origin, 'POST', '/customer/api/profile/addresses', { ...ADDRESS, type: 'shipping' }, shopper.auth);
      await call(origin, 'POST', '/customer/api/profile/addresses', { ...ADDRESS, type: 'billing', taxId: '1101700203450' }, shopper.auth);
      shoppers.push(shopper);
    }
    const pool: { cartId: string; auth: Record<string, string> }[] = [];
    const POOL = Number(process.env.BENCH_ORDER_CARTS ?? 3000);
    for (let i = 0; i < POOL; i += 1) {
      const { auth } = shoppers[i % shoppers.length]!;
      const created = await call(origin, 'POST', '/cart/api/cart/create', { items: [{ productId: sku, quantity: 1 }] }, auth);
      pool.push({ cartId: created.data.cartId as string, auth });
    }
    let next = 0;
    return [
      { name: 'apply coupon', requests: [{ method: 'POST', path: `/cart/api/cart/${couponCart}/apply-coupon`, headers: json, body: couponBody }] },
      {
        name: 'place order',
        requests: [
          {
            method: 'POST',
            path: '/order/api/orders',
            setupRequest: (request) => {
              const cart = pool[next++ % pool.length]!;
              return {
                ...request,
                headers: { ...json, ...cart.auth, 'idempotency-key': `bench-${cart.cartId}` },
                body: JSON.stringify({ cartId: cart.cartId, cartVersion: 0 }),
              };
            },
          },
        ],
      },
    ];
  } catch (error) {
    console.log(`(apply coupon and place order skipped: ${(error as Error).message})`);
    return [];
  }
}
