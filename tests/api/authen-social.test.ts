import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RegisterResponse } from '../../contract/account.ts';
import { type SocialInfo, SocialLoginResponse, SandboxResponse } from '../../contract/auth.ts';
import { signSocialToken } from '../../server/authen/social-token.ts';
import { customers } from '../../server/db/schema.ts';
import { createCustomer } from './customers.ts';
import { type Answer, expectError, send } from './http.ts';
import { startAppleStandIn } from './stand-ins/apple-jwks.ts';
import { startGraphStandIn } from './stand-ins/facebook-graph.ts';
import { waitForMail } from './stand-ins/mailbox.ts';
import { startTestServer, type TestServer } from './test-server.ts';

const APP = { appId: '1234567890', appSecret: 'stand-in-secret' };
const CLIENT_ID = 'th.co.shop.web';

let server: TestServer;
let graph: Awaited<ReturnType<typeof startGraphStandIn>>;
let apple: Awaited<ReturnType<typeof startAppleStandIn>>;
beforeAll(async () => {
  graph = await startGraphStandIn(APP);
  apple = await startAppleStandIn({ clientId: CLIENT_ID });
  server = await startTestServer({
    config: {
      facebook: { graphUrl: graph.url, ...APP },
      apple: { jwksUrl: apple.jwksUrl, issuer: 'https://appleid.apple.com', clientId: CLIENT_ID },
      socialSandbox: false,
    },
  });
});
afterAll(async () => {
  await server?.close();
  await graph?.close();
  await apple?.close();
});

let serial = 0;
const unique = (name: string) => `${name}.${Date.now()}.${++serial}@example.com`;

const facebook = (accessToken: string) => send(server.url, 'POST', '/authen/api/auth/facebook/token', { body: { accessToken } });
const appleLogin = (body: { idToken: string; firstName?: string; lastName?: string }) => send(server.url, 'POST', '/authen/api/auth/apple', { body });
const resultOf = (answer: Answer) => {
  expect(answer.status, answer.text).toBe(200);
  return v.parse(SocialLoginResponse, answer.json).data;
};
const socialInfoOf = (answer: Answer): SocialInfo => {
  const result = resultOf(answer);
  if (!('socialInfo' in result)) throw new Error(`expected socialInfo, got ${JSON.stringify(result)}`);
  return result.socialInfo;
};
const customerIdOf = (answer: Answer) => {
  const result = resultOf(answer);
  if (!('customer' in result)) throw new Error(`expected a login, got ${JSON.stringify(result)}`);
  return result.customer.id;
};
const registration = (socialToken: string, email: string) => ({
  email,
  firstName: 'Anan',
  lastName: 'Sukjai',
  phone: '0891234567',
  consent: true,
  socialToken,
});

describe('Facebook login', () => {
  it('logs in the customer linked to the Facebook user', async () => {
    const customer = await createCustomer(server);
    await server.db.update(customers).set({ facebookId: '1001' }).where(eq(customers.id, customer.id));
    graph.addUser('fb-linked', { id: '1001', name: 'Somchai Jaidee', email: 'other@example.com' });
    expect(customerIdOf(await facebook('fb-linked'))).toBe(customer.id);
    expect(graph.calls).toContain('/debug_token');
  });

  it('links an active customer with the email Facebook confirms, then logs in', async () => {
    const customer = await createCustomer(server);
    graph.addUser('fb-by-email', { id: '1002', email: customer.email.toUpperCase(), first_name: 'Somchai', last_name: 'Jaidee' });
    expect(customerIdOf(await facebook('fb-by-email'))).toBe(customer.id);
    const [row] = await server.db.select().from(customers).where(eq(customers.id, customer.id));
    expect(row!.facebookId).toBe('1002');
  });

  it('sends a new shopper to registration, which logs them in with an active, linked account', async () => {
    const email = unique('newfb');
    graph.addUser('fb-new', { id: '1003', email, first_name: 'Anan', last_name: 'Sukjai' });
    const info = socialInfoOf(await facebook('fb-new'));
    expect(info).toMatchObject({ provider: 'facebook', email, firstName: 'Anan', lastName: 'Sukjai' });

    const registered = await send(server.url, 'POST', '/customer/api/register', { body: registration(info.socialToken, email) });
    expect(registered.status, registered.text).toBe(201);
    const data = v.parse(RegisterResponse, registered.json).data;
    expect('accessToken' in data).toBe(true);
    const [row] = await server.db.select().from(customers).where(eq(customers.email, email));
    expect(row).toMatchObject({ status: 'active', facebookId: '1003', passwordHash: null });
    // the next Facebook login finds the linked account
    expect(customerIdOf(await facebook('fb-new'))).toBe(row!.id);
  });

  it('registers a Facebook user without an email as pending, with an activation link', async () => {
    const email = unique('noemail');
    graph.addUser('fb-no-email', { id: '1004', name: 'Nok Noemail' });
    const info = socialInfoOf(await facebook('fb-no-email'));
    expect(info).toMatchObject({ email: null, firstName: 'Nok', lastName: 'Noemail' });
    const registered = await send(server.url, 'POST', '/customer/api/register', { body: registration(info.socialToken, email) });
    expect(registered.status).toBe(201);
    expect(v.parse(RegisterResponse, registered.json).data).toEqual({ email });
    const [row] = await server.db.select().from(customers).where(eq(customers.email, email));
    expect(row).toMatchObject({ status: 'pending', facebookId: '1004' });
    await waitForMail(server, email);
    expectError(await facebook('fb-no-email'), 403, 'ACCOUNT_NOT_ACTIVATED');
  });

  it('refuses a token Facebook does not know, and one issued to another app', async () => {
    expectError(await facebook('fb-unknown'), 401, 'SOCIAL_TOKEN_INVALID');
    graph.addUser('fb-other-app', { id: '1005', email: unique('otherapp') }, '999');
    expectError(await facebook('fb-other-app'), 401, 'SOCIAL_TOKEN_INVALID');
  });

  it('answers 503 when Facebook cannot be reached', async () => {
    const facebookConfig = server.config.facebook;
    server.config.facebook = { ...facebookConfig, graphUrl: 'http://127.0.0.1:1' };
    try {
      expectError(await facebook('fb-linked'), 503, 'SOCIAL_PROVIDER_UNAVAILABLE');
    } finally {
      server.config.facebook = facebookConfig;
    }
  });

  it('refuses a social token that was tampered with or is not one', async () => {
    const email = unique('tamper');
    graph.addUser('fb-tamper', { id: '1006', email });
    const { socialToken } = socialInfoOf(await facebook('fb-tamper'));
    const [h, p] = socialToken.split('.');
    const forged = `${h}.${p}.${'A'.repeat(43)}`;
    expectError(await send(server.url, 'POST', '/customer/api/register', { body: registration(forged, email) }), 400, 'INVALID_SOCIAL_TOKEN');
  });
});

describe('Sign in with Apple', () => {
  it('logs in the linked customer with an RS256 or an ES256 id_token', async () => {
    const customer = await createCustomer(server);
    await server.db.update(customers).set({ appleSub: '001.apple.linked' }).where(eq(customers.id, customer.id));
    expect(customerIdOf(await appleLogin({ idToken: await apple.idToken({ sub: '001.apple.linked' }) }))).toBe(customer.id);
    expect(customerIdOf(await appleLogin({ idToken: await apple.idToken({ sub: '001.apple.linked' }, { key: 'es' }) }))).toBe(customer.id);
  });

  it('links by email only when Apple says the email is verified', async () => {
    const customer = await createCustomer(server);
    const unverified = await apple.idToken({ sub: '001.apple.unverified', email: customer.email, email_verified: false });
    expect(socialInfoOf(await appleLogin({ idToken: unverified })).email).toBeNull();
    const verified = await apple.idToken({ sub: '001.apple.verified', email: customer.email, email_verified: 'true' });
    expect(customerIdOf(await appleLogin({ idToken: verified }))).toBe(customer.id);
  });

  it('carries the name the app passes on into socialInfo, and registration logs in', async () => {
    const email = unique('apple');
    const idToken = await apple.idToken({ sub: '001.apple.new', email, email_verified: true });
    const info = socialInfoOf(await appleLogin({ idToken, firstName: 'Malee', lastName: 'Srisuk' }));
    expect(info).toMatchObject({ provider: 'apple', email, firstName: 'Malee', lastName: 'Srisuk' });
    const registered = await send(server.url, 'POST', '/customer/api/register', {
      body: { ...registration(info.socialToken, email), password: 'Secret#123', confirmPassword: 'Secret#123' },
    });
    expect(registered.status, registered.text).toBe(201);
    expect('accessToken' in v.parse(RegisterResponse, registered.json).data).toBe(true);
    // a password given at social registration works too
    expect((await send(server.url, 'POST', '/authen/api/auth/login', { body: { username: email, password: 'Secret#123' } })).status).toBe(200);
  });

  it('takes over a pending account of the verified email and drops its unverified password', async () => {
    const customer = await createCustomer(server);
    await server.db.update(customers).set({ status: 'pending' }).where(eq(customers.id, customer.id));
    const idToken = await apple.idToken({ sub: '001.apple.takeover', email: customer.email, email_verified: true });
    const info = socialInfoOf(await appleLogin({ idToken }));
    const registered = await send(server.url, 'POST', '/customer/api/register', { body: registration(info.socialToken, customer.email) });
    expect('accessToken' in v.parse(RegisterResponse, registered.json).data).toBe(true);
    const [row] = await server.db.select().from(customers).where(eq(customers.id, customer.id));
    expect(row).toMatchObject({ status: 'active', appleSub: '001.apple.takeover', passwordHash: null, firstName: 'Anan' });
  });

  it('refuses id_tokens with a wrong audience, issuer, key or expiry', async () => {
    const claims = { sub: '001.apple.bad', email: unique('bad'), email_verified: true };
    for (const idToken of [
      await apple.idToken(claims, { audience: 'com.someone.else' }),
      await apple.idToken(claims, { issuer: 'https://evil.example.com' }),
      await apple.idToken(claims, { key: 'forged' }),
      await apple.idToken(claims, { expiresInSeconds: -60 }),
    ])
      expectError(await appleLogin({ idToken }), 401, 'SOCIAL_TOKEN_INVALID');
    expectError(await appleLogin({ idToken: 'not-a-jwt' }), 400);
  });
});

describe('social sandbox', () => {
  it('is not mounted, and its tokens are refused, when the sandbox is off', async () => {
    expectError(await send(server.url, 'GET', '/authen/api/auth/sandbox/facebook?email=a@example.com'), 404);
    const identity = { subject: 'sandbox-1', email: unique('sandbox-off'), firstName: 'Dao', lastName: 'Dee' };
    // signed with this shop's own key, exactly as its sandbox would
    const fbToken = await signSocialToken(server.config, 'social-sandbox', { provider: 'facebook', ...identity }, new Date());
    expectError(await facebook(fbToken), 401, 'SOCIAL_TOKEN_INVALID');
    const appleToken = await signSocialToken(server.config, 'social-sandbox', { provider: 'apple', ...identity }, new Date());
    expectError(await appleLogin({ idToken: appleToken }), 401, 'SOCIAL_TOKEN_INVALID');
  });

  it('lets the whole social flow be clicked through locally when on', async () => {
    // no provider credentials at all
    const sandboxed = await startTestServer({
      config: {
        socialSandbox: true,
        facebook: { graphUrl: graph.url, appId: null, appSecret: null },
        apple: { jwksUrl: apple.jwksUrl, issuer: 'https://appleid.apple.com', clientId: null },
      },
    });
    try {
      const email = unique('sandbox');
      const mint = async (provider: string) =>
        v.parse(
          SandboxResponse,
          (await send(sandboxed.url, 'GET', `/authen/api/auth/sandbox/${provider}?email=${encodeURIComponent(email)}&firstName=Dao&lastName=Dee`)).json,
        ).data.token;
      const first = await send(sandboxed.url, 'POST', '/authen/api/auth/apple', { body: { idToken: await mint('apple') } });
      const info = socialInfoOf(first);
      expect(info).toMatchObject({ provider: 'apple', email, firstName: 'Dao', lastName: 'Dee' });
      const registered = await send(sandboxed.url, 'POST', '/customer/api/register', { body: registration(info.socialToken, email) });
      expect('accessToken' in v.parse(RegisterResponse, registered.json).data).toBe(true);
      expect(customerIdOf(await send(sandboxed.url, 'POST', '/authen/api/auth/apple', { body: { idToken: await mint('apple') } }))).toBeGreaterThan(0);
      // an Apple sandbox token is not a Facebook one, and with no Facebook app Graph is not asked about it
      const graphCalls = graph.calls.length;
      expectError(
        await send(sandboxed.url, 'POST', '/authen/api/auth/facebook/token', { body: { accessToken: await mint('apple') } }),
        503,
        'SOCIAL_PROVIDER_UNAVAILABLE',
      );
      expect(graph.calls.length).toBe(graphCalls);
      expectError(await send(sandboxed.url, 'GET', '/authen/api/auth/sandbox/google?email=a@example.com'), 400);
    } finally {
      await sandboxed.close();
    }
  });
});

describe('GET /authen/api/auth/providers', () => {
  it("names each configured provider's SDK with its public id, and nothing secret", async () => {
    const answer = await send(server.url, 'GET', '/authen/api/auth/providers');
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ data: { facebook: { mode: 'sdk', appId: APP.appId }, apple: { mode: 'sdk', appId: CLIENT_ID } } });
    expect(answer.text).not.toContain(APP.appSecret);
  });

  it('offers the sandbox where no provider is configured, outside production', async () => {
    const plain = await startTestServer({ config: { socialSandbox: true } });
    try {
      const answer = await send(plain.url, 'GET', '/authen/api/auth/providers');
      expect(answer.json).toEqual({ data: { facebook: { mode: 'sandbox' }, apple: { mode: 'sandbox' } } });
    } finally {
      await plain.close();
    }
  });
});
