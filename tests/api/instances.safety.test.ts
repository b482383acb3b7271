import { connect } from 'node:net';
import pg from 'pg';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchResponse } from '../../contract/search.ts';
import { readConfig } from '../../server/config.ts';
import { type Database, openDatabase } from '../../server/db/client.ts';
import { SWEEP_LOCK } from '../../server/orders/expiry-sweep.ts';
import { createShopper } from './checkout.ts';
import { testDatabaseUrl } from './fresh-postgres.ts';
import { expectError, send } from './http.ts';
import { createServerHome, killAllServerProcesses, type ServerHome, type ServerProcess, sleep, startServerProcess, until } from './server-process.ts';

/*
 * Two server processes on one PostgreSQL database, as two instances behind a load balancer: what one
 * instance changes or counts, the other sees. PostgreSQL only (TEST_DATABASE_URL): the embedded PGlite
 * belongs to one process.
 */

const ADMIN = { 'x-api-key': 'local-admin-key' };
/** the test's own sessions carry this name, so that cutting the instances off the database leaves them alone */
const OWN = (url: string) => `${url}?application_name=instances-test`;
let home: ServerHome;
let a: ServerProcess;
let b: ServerProcess;
/** the instances' database, opened by the test itself: drizzle for the shopper helpers, SQL for checks */
let direct: Database;
let client: pg.Client;
const rows = async <T>(text: string, values: unknown[] = []) => (await client.query(text, values)).rows as T[];

beforeAll(async () => {
  if (!testDatabaseUrl()) return;
  home = await createServerHome();
  // real attempt limits; the sweep every second. Started together on an empty database: one migrates and seeds, the other waits
  const env = { ATTEMPT_LIMIT_SCALE: '1', EXPIRY_SWEEP_SECONDS: '1' };
  [a, b] = await Promise.all([startServerProcess(home, env), startServerProcess(home, env)]);
  direct = await openDatabase(OWN(home.databaseUrl));
  client = new pg.Client({ connectionString: OWN(home.databaseUrl) });
  await client.connect();
}, 120_000);

afterAll(async () => {
  await killAllServerProcesses();
  await client?.end();
  await direct?.close();
  await home?.dispose();
});

async function search(base: string, query: string) {
  const answer = await send(base, 'POST', '/1/indexes/*/queries', { body: { requests: [{ indexName: 'products', query }] } });
  return v.parse(SearchResponse, answer.json).results[0]!.hits;
}

async function listed(base: string, category: string, productId: number) {
  const answer = await send(base, 'GET', `/pim/api/products?category=${category}&limit=100`);
  return (answer.json as { data: { items: { productId: number; price: number }[] } }).data.items.find((item) => item.productId === productId);
}

describe.skipIf(!testDatabaseUrl())(
  'two instances on one PostgreSQL',
  () => {
    it('shows a price set on A in the listing and search of B within a second', async () => {
      const before = (await search(b.url, 'airtag')).find((hit) => hit.slug === 'airtag')!;
      expect((await listed(b.url, before.categorySlug, before.productId))?.price).toBe(before.price);
      const detail = await send(a.url, 'GET', `/pim/api/products/${before.productId}`);
      const sku = (detail.json as { data: { variants: { productId: number }[] } }).data.variants[0]!.productId;

      const set = await send(a.url, 'PUT', `/pim/api/admin/skus/${sku}/price`, { body: { price: 99, specialPrice: null }, headers: ADMIN });
      expect(set.status, set.text).toBe(200);
      const changed = Date.now();
      // milliseconds after A's answer when B first showed the new price (looked for up to 3 s, to tell how late it is)
      const seen: { listing?: number; search?: number } = {};
      for (; Date.now() - changed < 3000 && !(seen.listing && seen.search); await sleep(20)) {
        seen.listing ??= (await listed(b.url, before.categorySlug, before.productId))?.price === 99 ? Date.now() - changed : undefined;
        seen.search ??= (await search(b.url, 'airtag')).find((hit) => hit.slug === 'airtag')?.price === 99 ? Date.now() - changed : undefined;
      }
      console.log(`price set on A seen on B: listing after ${seen.listing} ms, search after ${seen.search} ms`);
      expect(seen.listing, 'listing on B within a second').toBeLessThanOrEqual(1000);
      expect(seen.search, 'search on B within a second').toBeLessThanOrEqual(1000);
    });

    it('counts attempts on A and B against one limit', async () => {
      const username = `limited.${Date.now()}@example.com`;
      const forgot = (server: ServerProcess) => send(server.url, 'POST', '/customer/api/forgot-password', { body: { username } });
      // 5 mails per address per 15 minutes (ATTEMPT_LIMITS.mail.perAccount), alternating instances
      for (const server of [a, b, a, b, a]) expect((await forgot(server)).status).toBe(200);
      expectError(await forgot(b), 429, 'TOO_MANY_REQUESTS');
      expectError(await forgot(a), 429, 'TOO_MANY_REQUESTS');
    });

    it('expires each due order once, one instance sweeping at a time', async () => {
      const config = readConfig({ ...process.env, ...home.env, NODE_ENV: 'development' });
      const shopper = await createShopper({ url: a.url, db: direct.db, config, close: async () => {} });
      const sku = (await search(a.url, 'airtag')).find((hit) => hit.slug === 'airtag')!.productId;
      const skuId = ((await send(a.url, 'GET', `/pim/api/products/${sku}`)).json as { data: { variants: { productId: number }[] } }).data.variants[0]!
        .productId;
      await send(a.url, 'PUT', `/pim/api/admin/skus/${skuId}/stock`, { body: { stock: 100 }, headers: ADMIN });
      const orders = [];
      for (let i = 0; i < 6; i++) orders.push(await shopper.placed(await shopper.cart([{ productId: skuId, quantity: 1 }])));
      const ids = orders.map((order) => order.orderId);
      const stock = async () => (await rows<{ stock: number }>('select stock from skus where id = $1', [skuId]))[0]!.stock;
      expect(await stock()).toBe(94);

      // while someone else holds the sweep's lock, neither instance sweeps
      const holder = new pg.Client({ connectionString: home.databaseUrl });
      await holder.connect();
      try {
        // (waiting for the round an instance may be sweeping right now)
        await holder.query('select pg_advisory_lock($1)', [SWEEP_LOCK]);
        await holder.query(`update orders set expires_at = now() - interval '1 minute' where id = any($1)`, [ids]);
        await sleep(2500);
        const waiting = await holder.query(`select count(*)::int as n from orders where id = any($1) and status = 'pendingPayment'`, [ids]);
        expect(waiting.rows[0].n, 'orders expired while the lock was held').toBe(ids.length);
      } finally {
        await holder.end();
      }

      const expired = async () => (await rows<{ n: number }>(`select count(*)::int as n from orders where status = 'expired' and id = any($1)`, [ids]))[0]!.n;
      for (const deadline = Date.now() + 5000; (await expired()) < ids.length && Date.now() < deadline;) await sleep(100);
      expect(await expired()).toBe(ids.length);
      const events = await rows<{ n: number }>(
        `select count(*)::int as n from order_status_events where status = 'expired' and order_id = any($1) group by order_id`,
        [ids],
      );
      expect(events.map((row) => row.n)).toEqual(ids.map(() => 1));
      expect(await stock(), 'stock given back once per order').toBe(100);
      const swept = [a, b].map((server) =>
        [...server.output().matchAll(/"msg":"order expiry sweep","expired":(\d+)/g)].reduce((sum, m) => sum + Number(m[1]), 0),
      );
      expect(swept[0]! + swept[1]!).toBe(ids.length);
    });

    it('answers /readyz 503 while the database refuses connections, and 200 again after', async () => {
      const ready = async (server: ServerProcess) => (await fetch(`${server.url}/readyz`)).status;
      expect([await ready(a), await ready(b)]).toEqual([200, 200]);
      const name = new URL(home.databaseUrl).pathname.slice(1);
      const admin = new pg.Client({ connectionString: testDatabaseUrl() });
      await admin.connect();
      try {
        await admin.query(`alter database "${name}" allow_connections false`);
        await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and application_name <> 'instances-test'", [name]);
        for (const deadline = Date.now() + 3000; Date.now() < deadline && ((await ready(a)) !== 503 || (await ready(b)) !== 503);) await sleep(50);
        expect([await ready(a), await ready(b)]).toEqual([503, 503]);
        // liveness stays
        expect((await fetch(`${a.url}/healthz`)).status).toBe(200);
      } finally {
        await admin.query(`alter database "${name}" allow_connections true`);
        await admin.end();
      }
      for (const deadline = Date.now() + 3000; Date.now() < deadline && ((await ready(a)) !== 200 || (await ready(b)) !== 200);) await sleep(50);
      expect([await ready(a), await ready(b)]).toEqual([200, 200]);
    });

    it('finishes a request in flight on SIGTERM, refuses new connections, then exits 0', async () => {
      const port = Number(new URL(b.url).port);
      const body = JSON.stringify({ items: [] });
      const socket = connect(port, '127.0.0.1');
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString()));
      const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
      await new Promise<void>((resolve) => socket.once('connect', resolve));
      // a slow client: the headers and half the body now, the rest after the signal
      socket.write(
        `POST /cart/api/cart/create HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\ncontent-length: ${body.length}\r\n\r\n${body.slice(0, 5)}`,
      );
      await sleep(300);
      const stopped = b.stop();
      await until(
        () => /"msg":"stopping","signal":"SIGTERM","inFlight":1/.test(b.output()),
        5000,
        () => b.output(),
      );
      await expect(fetch(`${b.url}/healthz`)).rejects.toThrow();
      // written, not ended: Node's server drops a request whose client half-closes the connection
      socket.write(body.slice(5));
      await closed;
      await stopped;
      expect(answer).toMatch(/^HTTP\/1\.1 201 /);
      expect(answer).toMatch(/"cartId"/);
      expect(b.exitCode()).toBe(0);
      // A serves on
      expect((await fetch(`${a.url}/readyz`)).status).toBe(200);
    });
  },
  90_000,
);
