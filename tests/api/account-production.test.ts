import { afterAll, beforeAll, expect, it } from 'vitest';
import { signSocialToken } from '../../server/authen/social-token.ts';
import { readConfig } from '../../server/config.ts';
import { accountRoutes } from '../../server/customer/account-routes.ts';
import type { Services } from '../../server/services.ts';
import { expectError, send } from './http.ts';
import { linkToken, waitForMail } from './stand-ins/mailbox.ts';
import { startTestServer, type TestServer } from './test-server.ts';

const PUBLIC_URL = 'https://shop.example.co.th';

let server: TestServer;
beforeAll(async () => {
  // asked for the sandbox, which production never mounts
  server = await startTestServer({
    config: { production: true, publicUrl: PUBLIC_URL, socialSandbox: true, facebook: { graphUrl: 'http://127.0.0.1:1', appId: null, appSecret: null } },
  });
});
afterAll(() => server?.close());

it('refuses to start in production without PUBLIC_URL, since mail links would follow the Host header', () => {
  const config = { ...readConfig({ DATABASE_URL: 'memory://' }), production: true, publicUrl: null };
  expect(() => accountRoutes({ config } as Services)).toThrow(/PUBLIC_URL/);
});

it('builds mail links from PUBLIC_URL, not from the address the request came to', async () => {
  const email = `prod.${Date.now()}@example.com`;
  const form = { email, password: 'Secret#123', confirmPassword: 'Secret#123', firstName: 'Som', lastName: 'Jai', phone: '0812345678', consent: true };
  const answer = await send(server.url, 'POST', '/customer/api/register', { body: form });
  expect(answer.status).toBe(201);
  expect(linkToken((await waitForMail(server, email)).text, 'activate-account').url).toMatch(new RegExp(`^${PUBLIC_URL}/activate-account\\?token=`));
});

it('has no social sandbox in production, and refuses its tokens', async () => {
  expectError(await send(server.url, 'GET', '/authen/api/auth/sandbox/facebook?email=a@example.com'), 404);
  const token = await signSocialToken(
    server.config,
    'social-sandbox',
    { provider: 'facebook', subject: 's', email: 'a@example.com', firstName: '', lastName: '' },
    new Date(),
  );
  // not taken as a sandbox token: it goes to Facebook (here unreachable)
  expectError(await send(server.url, 'POST', '/authen/api/auth/facebook/token', { body: { accessToken: token } }), 503);
});
