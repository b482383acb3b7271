import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectError, send } from './http.ts';
import { linkToken } from './stand-ins/mailbox.ts';
import { decodedBody, startSmtpStandIn } from './stand-ins/smtp.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>;
let server: TestServer;
beforeAll(async () => {
  smtp = await startSmtpStandIn();
  server = await startTestServer({ config: { smtpUrl: smtp.url, mailFrom: 'Shop <no-reply@shop.test>' } });
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

it('delivers the activation mail over SMTP, and its link activates the account', async () => {
  const email = `smtp.${Date.now()}@example.com`;
  const form = { email, password: 'Secret#123', confirmPassword: 'Secret#123', firstName: 'สมศรี', lastName: 'มีสุข', phone: '0891234567', consent: true };
  expect((await send(server.url, 'POST', '/customer/api/register', { body: form })).status).toBe(201);

  const mail = await smtp.waitFor(email);
  expect(mail.from).toBe('no-reply@shop.test');
  const body = decodedBody(mail.raw);
  expect(body).toContain('เปิดใช้งานบัญชี');
  const { token } = linkToken(body, 'activate-account');

  const login = () => send(server.url, 'POST', '/authen/api/auth/login', { body: { username: email, password: 'Secret#123' } });
  expectError(await login(), 403, 'ACCOUNT_NOT_ACTIVATED');
  expect((await send(server.url, 'POST', '/customer/api/activate', { body: { token } })).status).toBe(200);
  expect((await login()).status).toBe(200);
});
