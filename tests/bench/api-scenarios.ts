import type autocannon from 'autocannon';

export interface Scenario {
  name: string;
  /** sent in turn by every connection */
  requests: autocannon.Request[];
}

const json = { 'content-type': 'application/json' };

async function call(origin: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(origin + path, { method, headers: { ...json, ...headers }, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 200)}`);
  return text ? (JSON.parse(text) as { data: Record<string, unknown> }) : { data: {} };
}

/** The calls measured, each prepared with real data from the running server (a product, a customer, a cart). */
export async function apiScenarios(origin: string): Promise<Scenario[]> {
  const list = await call(origin, 'GET', '/pim/api/products?category=iphone');
  const first = (list.data.items as { productId: number }[])[0]!;
  const detail = await call(origin, 'GET', `/pim/api/products/${first.productId}`);
  const skus = (detail.data.variants as { productId: number; stock: number }[]).filter((v) => v.stock > 0);

  const scenarios: Scenario[] = [
    { name: 'product list', requests: [{ method: 'GET', path: '/pim/api/products' }] },
    { name: 'product detail', requests: [{ method: 'GET', path: `/pim/api/products/${first.productId}` }] },
    {
      name: 'search',
      requests: [{ method: 'POST', path: '/1/indexes/*/queries', headers: json, body: JSON.stringify({ requests: [{ indexName: 'products', query: 'iphone pro', hitsPerPage: 3 }] }) }],
    },
  ];
  return scenarios.concat(await accountScenarios(origin), await cartScenarios(origin, skus[0]!.productId));
}

/** A customer registered, activated through the development mailbox and logged in, as a shopper would. */
async function accountScenarios(origin: string): Promise<Scenario[]> {
  const email = `bench.${Date.now()}@example.com`;
  const password = 'Bench#2026pass';
  try {
    await call(origin, 'POST', '/customer/api/register', { email, password, confirmPassword: password, firstName: 'Bench', lastName: 'Shopper', phone: '0812345678', consent: true });
    const mailbox = await (await fetch(`${origin}/dev/mailbox`)).text();
    const token = /activate-account\?token=([A-Za-z0-9_-]+)/.exec(mailbox)?.[1];
    if (!token) throw new Error('no activation link in the development mailbox');
    await call(origin, 'POST', '/customer/api/activate', { token });
    const login = await call(origin, 'POST', '/authen/api/auth/login', { username: email, password });
    const auth = { authorization: `Bearer ${login.data.accessToken as string}` };
    return [
      { name: 'login', requests: [{ method: 'POST', path: '/authen/api/auth/login', headers: json, body: JSON.stringify({ username: email, password }) }] },
      { name: 'profile', requests: [{ method: 'GET', path: '/customer/api/profile', headers: auth }] },
    ];
  } catch (error) {
    console.log(`(login and profile skipped: ${(error as Error).message})`);
    return [];
  }
}

/**
 * Cart writes on one cart. 'cart update' sets the line's quantity; 'cart add' adds the line and deletes it
 * again in turn (both single-line writes, so every add is accepted however long the run).
 */
async function cartScenarios(origin: string, skuId: number): Promise<Scenario[]> {
  const created = await call(origin, 'POST', '/cart/api/cart/create', {});
  const cartId = created.data.cartId as string;
  const line = `/cart/api/cart/${cartId}/items`;
  await call(origin, 'POST', `${line}/add`, { productId: skuId, quantity: 1 });
  const body = JSON.stringify({ productId: skuId, quantity: 1 });
  return [
    { name: 'cart get', requests: [{ method: 'GET', path: `/cart/api/cart/${cartId}` }] },
    { name: 'cart update', requests: [{ method: 'POST', path: `${line}/update`, headers: json, body }] },
    {
      name: 'cart add',
      requests: [
        { method: 'DELETE', path: `${line}/delete`, headers: json, body: JSON.stringify({ productId: skuId }) },
        { method: 'POST', path: `${line}/add`, headers: json, body },
      ],
    },
  ];
}
