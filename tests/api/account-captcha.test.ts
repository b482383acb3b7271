import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config.ts';
import { createCustomer } from './customers.ts';
import { send } from './http.ts';
import { startRecaptchaStandIn } from './stand-ins/recaptcha.ts';
import { startTestServer, type TestServer } from './test-server.ts';

const SECRET = 'stand-in-secret';
let verifier: Awaited<ReturnType<typeof startRecaptchaStandIn>>;
let server: TestServer;
let down: TestServer;

beforeAll(async () => {
  verifier = await startRecaptchaStandIn(SECRET);
  const base = readConfig({ ...process.env, SMTP_URL: '' }).captcha;
  const captcha = {
    ...base,
    siteKey: 'stand-in-site-key',
    secret: SECRET,
    version: 3 as const,
    verifyUrl: verifier.url,
    scriptUrl: 'http://127.0.0.1:9/api.js',
    minScore: 0.5,
  };
  [server, down] = await Promise.all([
    startTestServer({ config: { captcha } }),
    // a verifier nobody listens on
    startTestServer({ config: { captcha: { ...captcha, verifyUrl: 'http://127.0.0.1:9/siteverify' } } }),
  ]);
});
afterAll(async () => {
  await Promise.all([server?.close(), down?.close()]);
  await verifier?.close();
});

let serial = 0;
const registration = (captchaToken?: string) => ({
  email: `captcha${++serial}.${Date.now()}@example.com`,
  password: 'Shopper#2026',
  confirmPassword: 'Shopper#2026',
  firstName: 'Somchai',
  lastName: 'Jaidee',
  phone: '0812345678',
  consent: true,
  ...(captchaToken ? { captchaToken } : {}),
});
const register = (s: TestServer, body: object, lang = 'th') => send(s.url, 'POST', '/customer/api/register', { body, headers: { 'accept-language': lang } });

describe('reCAPTCHA on the account forms', () => {
  it('tells the forms the site key, version and script, never the secret', async () => {
    const answer = await send(server.url, 'GET', '/customer/api/captcha');
    expect(answer.json).toEqual({ data: { siteKey: 'stand-in-site-key', version: 3, scriptUrl: 'http://127.0.0.1:9/api.js' } });
    expect(answer.text).not.toContain(SECRET);
  });

  it('refuses a registration without a token, with a low score or for another action, in the shopper language', async () => {
    const missing = await register(server, registration());
    expect(missing.status).toBe(400);
    expect(missing.json).toMatchObject({ code: 'CAPTCHA_REQUIRED', message: 'กรุณายืนยันว่าคุณไม่ใช่โปรแกรมอัตโนมัติ' });
    expect((await register(server, registration('bot:register'), 'en')).json).toMatchObject({
      code: 'CAPTCHA_FAILED',
      message: 'The robot check did not pass. Please try again.',
    });
    expect((await register(server, registration('human:forgot_password'))).json).toMatchObject({ code: 'CAPTCHA_FAILED' });
    expect((await register(server, registration('forged'))).json).toMatchObject({ code: 'CAPTCHA_FAILED' });
  });

  it('lets a registration with a good token through, and nothing was made by the refused ones', async () => {
    const body = registration('human:register');
    expect((await register(server, { ...body, captchaToken: undefined })).status).toBe(400);
    const answer = await register(server, body);
    expect(answer.status).toBe(201);
    expect(answer.json).toEqual({ data: { email: body.email } });
  });

  it('guards forgot-password and new activation links the same way', async () => {
    const forgot = (captchaToken?: string) =>
      send(server.url, 'POST', '/customer/api/forgot-password', { body: { username: 'someone@example.com', captchaToken } });
    expect((await forgot()).json).toMatchObject({ code: 'CAPTCHA_REQUIRED' });
    expect((await forgot('human:forgot_password')).status).toBe(200);
    const again = (captchaToken?: string) =>
      send(server.url, 'POST', '/customer/api/request-activate', { body: { username: 'someone@example.com', captchaToken } });
    expect((await again('human:register')).json).toMatchObject({ code: 'CAPTCHA_FAILED' });
    expect((await again('human:request_activate')).status).toBe(200);
  });

  it("asks for a token on an account's logins after its third wrong password, and only then", async () => {
    const { email, password } = await createCustomer(server);
    const login = (pass: string, captchaToken?: string) =>
      send(server.url, 'POST', '/authen/api/auth/login', { body: { username: email, password: pass, captchaToken } });
    for (let i = 0; i < 3; i++) expect((await login('Wrong#123')).json).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    const asked = await login(password);
    expect(asked.status).toBe(400);
    expect(asked.json).toMatchObject({ code: 'CAPTCHA_REQUIRED', message: 'กรุณายืนยันว่าคุณไม่ใช่โปรแกรมอัตโนมัติ' });
    expect((await login(password, 'bot:login')).json).toMatchObject({ code: 'CAPTCHA_FAILED' });
    expect((await login(password, 'human:register')).json).toMatchObject({ code: 'CAPTCHA_FAILED' });
    expect((await login('Wrong#123', 'human:login')).json, 'a good token does not make a wrong password right').toMatchObject({
      code: 'INVALID_CREDENTIALS',
    });
    expect((await login(password, 'human:login')).status).toBe(200);

    const other = await createCustomer(server);
    const fresh = await send(server.url, 'POST', '/authen/api/auth/login', { body: { username: other.email, password: other.password } });
    expect(fresh.status, "another account's logins are not asked").toBe(200);
  });

  it('answers 503 when the verifier cannot be reached, and lets nothing through unchecked', async () => {
    const answer = await register(down, registration('human:register'));
    expect(answer.status).toBe(503);
    expect(answer.json).toMatchObject({ code: 'CAPTCHA_UNAVAILABLE' });
  });

  it('is off without keys: the shop answers null and registers without a token', async () => {
    const plain = await startTestServer();
    try {
      expect((await send(plain.url, 'GET', '/customer/api/captcha')).json).toEqual({ data: null });
      expect((await register(plain, registration())).status).toBe(201);
      const { email, password } = await createCustomer(plain);
      const login = (pass: string) => send(plain.url, 'POST', '/authen/api/auth/login', { body: { username: email, password: pass } });
      for (let i = 0; i < 4; i++) expect((await login('Wrong#123')).status).toBe(401);
      expect((await login(password)).status, 'no captcha after failed logins either').toBe(200);
    } finally {
      await plain.close();
    }
  });
});
