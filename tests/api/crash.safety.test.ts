import { count, lt, lte } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, describe, expect, it } from 'vitest';
import { type CartData, CartResponse, CreateCartResponse } from '../../contract/cart.ts';
import { openDatabase } from '../../server/db/client.ts';
import { cartItems, skus } from '../../server/db/schema.ts';
import { catalogue } from '../../server/seed/catalogue-data.ts';
import { productIdOf, skuIdOf, skuStock } from '../../server/seed/seed.ts';
import { type Answer, cartPath, send } from './http.ts';
import { activationToken } from '../dev-mailbox.ts';
import {
  CRASH_PASSWORD,
  createServerHome,
  killAllServerProcesses,
  mailedActivationToken,
  registration,
  type ServerHome,
  sleep,
  startServerProcess,
  until,
} from './server-process.ts';

/*
 * The real server process, killed with SIGKILL while shoppers write, then started again on the same
 * database (a PGlite folder, or PostgreSQL with TEST_DATABASE_URL): every write it answered with a 2xx
 * must be there, and the database must be consistent.
 * A PGlite folder passes because each commit writes its WAL (pwrite) before the answer; nothing is ever
 * fsync'd (PGlite runs with fsync off, and its Node file system ignores fsync even with fsync=on), so
 * an operating-system crash or power loss may still lose acknowledged writes: not tested here.
 */

/** The first SKU of models that allow 2 a line and have 2 in stock: every cart write below is accepted. */
const SKUS = catalogue.flatMap((model, i) => (model.limitQty >= 2 && skuStock(model, 0) >= 2 ? [skuIdOf(productIdOf(i), 0)] : [])).slice(0, 6);

interface CartOp {
  action: 'add' | 'update';
  productId: number;
  quantity: number;
}
/** What each cart gets, one write after another: new lines, a second unit of a line, a quantity change. */
const OPS: CartOp[] = [
  ...SKUS.map((productId): CartOp => ({ action: 'add', productId, quantity: 1 })),
  { action: 'add', productId: SKUS[0]!, quantity: 1 },
  { action: 'update', productId: SKUS[1]!, quantity: 2 },
];

type Quantities = Record<number, number>;
const quantitiesOf = (data: CartData): Quantities => Object.fromEntries(data.items.map((i) => [i.productId, i.quantity]));
const applied = (q: Quantities, op: CartOp): Quantities => ({ ...q, [op.productId]: (op.action === 'add' ? (q[op.productId] ?? 0) : 0) + op.quantity });
const same = (a: Quantities, b: Quantities) => JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

/** A cart as its last acknowledged answer left it, and the write that got no answer because of the kill. */
interface CartRecord {
  id: string;
  version: number;
  quantities: Quantities;
  unanswered?: CartOp;
}
/** A registration the server acknowledged; 'activating': the activation got no answer. */
interface CustomerRecord {
  email: string;
  password: string;
  state: 'registered' | 'activating' | 'active';
}

/** Shoppers creating carts and filling them, newcomers registering and activating, until the process dies. */
class Stream {
  readonly carts: CartRecord[] = [];
  readonly customers: CustomerRecord[] = [];
  cartWrites = 0;
  activations = 0;
  /** writes sent and not answered yet */
  inFlight = 0;
  /** answers these valid requests should not get, and connections lost before the kill */
  readonly unexpected: string[] = [];
  private killed = false;
  private gone = false;
  readonly done: Promise<unknown>;

  constructor(
    private readonly base: string,
    private readonly tag: string,
    shoppers = 12,
    newcomers = 4,
  ) {
    // shoppers start a little apart, so that the kill finds carts at different writes
    this.done = Promise.all([
      ...Array.from({ length: shoppers }, (_, i) => this.shopper(i * 15)),
      ...Array.from({ length: newcomers }, (_, i) => this.newcomer(i)),
    ]);
  }

  /** Call just before killing the process: the writes in flight at that moment. */
  kill() {
    this.killed = true;
    return this.inFlight;
  }

  /** One request; undefined when the connection failed (the process is gone). */
  private async call(method: string, path: string, body?: unknown, write = true): Promise<Answer | undefined> {
    if (write) this.inFlight += 1;
    try {
      return await send(this.base, method, path, { body });
    } catch (error) {
      if (!this.killed) this.unexpected.push(`${method} ${path} failed before the kill: ${String(error)}`);
      this.gone = true;
      return undefined;
    } finally {
      if (write) this.inFlight -= 1;
    }
  }

  private refused(what: string, answer: Answer) {
    this.unexpected.push(`${what}: ${answer.status} ${answer.text}`);
  }

  private async shopper(delay: number) {
    await sleep(delay);
    while (!this.gone) {
      const created = await this.call('POST', '/cart/api/cart/create', {});
      if (!created) return;
      if (created.status !== 201) return this.refused('create', created);
      const cart: CartRecord = { id: v.parse(CreateCartResponse, created.json).data.cartId, version: 0, quantities: {} };
      this.carts.push(cart);
      this.cartWrites += 1;
      for (const op of OPS) {
        if (this.gone) return;
        cart.unanswered = op;
        const answer = await this.call('POST', cartPath(cart.id, op.action), { productId: op.productId, quantity: op.quantity });
        if (!answer) return;
        cart.unanswered = undefined;
        if (answer.status !== 200) return this.refused(`${op.action} ${op.productId}`, answer);
        const data = v.parse(CartResponse, answer.json).data;
        cart.version = data.version;
        cart.quantities = quantitiesOf(data);
        this.cartWrites += 1;
      }
    }
  }

  private async newcomer(worker: number) {
    for (let n = 1; !this.gone; n++) {
      const customer: CustomerRecord = { email: `crash.${this.tag}.${worker}.${n}@example.com`, password: CRASH_PASSWORD, state: 'registered' };
      const registered = await this.call('POST', '/customer/api/register', registration(customer.email));
      if (!registered) return;
      if (registered.status !== 201) return this.refused('register', registered);
      this.customers.push(customer);
      const token = await this.mailedToken(customer.email);
      if (!token || this.gone) return;
      customer.state = 'activating';
      const activated = await this.call('POST', '/customer/api/activate', { token });
      if (!activated) return;
      if (activated.status !== 200) return this.refused('activate', activated);
      customer.state = 'active';
      this.activations += 1;
    }
  }

  private async mailedToken(email: string) {
    for (const deadline = Date.now() + 5000; Date.now() < deadline; await sleep(25)) {
      const mailbox = await this.call('GET', '/dev/mailbox', undefined, false);
      if (!mailbox) return undefined;
      const token = activationToken(mailbox.text, email);
      if (token) return token;
    }
    this.unexpected.push(`no activation mail to ${email}`);
  }
}

/** Every acknowledged write of the streams is in the restarted server; pending customers finish their activation. */
async function expectAcknowledged(base: string, streams: Stream[]) {
  const lost: string[] = [];
  for (const cart of streams.flatMap((s) => s.carts)) {
    const answer = await send(base, 'GET', cartPath(cart.id));
    if (answer.status !== 200) {
      lost.push(`cart ${cart.id} (v${cart.version} acknowledged): ${answer.status}`);
      continue;
    }
    const data = v.parse(CartResponse, answer.json).data;
    const found = quantitiesOf(data);
    const asAcknowledged = data.version === cart.version && same(found, cart.quantities);
    const withUnanswered = cart.unanswered && data.version === cart.version + 1 && same(found, applied(cart.quantities, cart.unanswered));
    if (!asAcknowledged && !withUnanswered) {
      const unanswered = cart.unanswered ? ` (then ${JSON.stringify(cart.unanswered)} unanswered)` : '';
      lost.push(
        `cart ${cart.id}: acknowledged v${cart.version} ${JSON.stringify(cart.quantities)}${unanswered}, found v${data.version} ${JSON.stringify(found)}`,
      );
    }
  }

  const login = (c: CustomerRecord) => send(base, 'POST', '/authen/api/auth/login', { body: { username: c.email, password: c.password } });
  for (const customer of streams.flatMap((s) => s.customers)) {
    let answer = await login(customer);
    const pending = answer.status === 403 && (answer.json as { code?: string }).code === 'ACCOUNT_NOT_ACTIVATED';
    if (answer.status === 200) customer.state = 'active';
    else if (customer.state === 'active' || !pending) lost.push(`customer ${customer.email} (${customer.state}): login ${answer.status} ${answer.text}`);
    if (!pending || customer.state === 'active') continue;
    // registered, not (or not knowingly) activated: a new activation link lets the customer in
    expect((await send(base, 'POST', '/customer/api/request-activate', { body: { username: customer.email } })).status).toBe(200);
    const token = await mailedActivationToken(base, customer.email);
    expect(token, `activation mail to ${customer.email}`).toBeDefined();
    expect((await send(base, 'POST', '/customer/api/activate', { body: { token } })).status).toBe(200);
    answer = await login(customer);
    expect(answer.status, answer.text).toBe(200);
    customer.state = 'active';
  }
  expect(lost).toEqual([]);
}

/** Opened directly once the server has stopped: no negative stock, no empty cart lines. */
async function expectConsistent(databaseUrl: string) {
  const database = await openDatabase(databaseUrl);
  try {
    const [negativeStock] = await database.db.select({ n: count() }).from(skus).where(lt(skus.stock, 0));
    expect(negativeStock!.n).toBe(0);
    const [emptyLines] = await database.db.select({ n: count() }).from(cartItems).where(lte(cartItems.quantity, 0));
    expect(emptyLines!.n).toBe(0);
  } finally {
    await database.close();
  }
}

let home: ServerHome | undefined;
afterAll(async () => {
  await killAllServerProcesses();
  await home?.dispose();
});

describe('the server killed with SIGKILL while shoppers write', () => {
  it('keeps every acknowledged cart write and registration after a restart, twice, and its database consistent', async () => {
    expect(SKUS).toHaveLength(6);
    home = await createServerHome();
    let server = await startServerProcess(home);
    const streams: Stream[] = [];
    for (const round of [1, 2]) {
      const stream = new Stream(server.url, `${round}.${Date.now()}`);
      await until(
        () => (stream.cartWrites >= 150 && stream.activations >= 4) || stream.unexpected.length > 0,
        60_000,
        () => `${stream.cartWrites} cart writes, ${stream.activations} activations, unexpected: ${stream.unexpected.join('; ')}\n${server.output()}`,
      );
      await sleep(Math.random() * 30);
      const inFlight = stream.kill();
      await server.kill9();
      await stream.done;
      expect(stream.unexpected).toEqual([]);
      expect(inFlight, 'writes in flight at the kill').toBeGreaterThan(0);
      streams.push(stream);

      server = await server.restart();
      await expectAcknowledged(server.url, streams);
    }
    await server.stop();
    await expectConsistent(home.databaseUrl);
  }, 180_000);
});
