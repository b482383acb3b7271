import { hash, verify } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmailResponse, type RegisterBody, RegisterResponse } from '../../contract/account.ts';
import { AuthSessionResponse } from '../../contract/auth.ts';
import { customers, oneTimeTokens } from '../../server/db/schema.ts';
import { createCustomer } from './customers.ts';
import { type Answer, expectError, send } from './http.ts';
import { expectMailCount, linkToken, waitForMail } from './stand-ins/mailbox.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
let clock = Date.now();
const advance = (ms: number) => (clock += ms);
beforeAll(async () => {
  server = await startTestServer({ now: () => new Date(clock) });
});
afterAll(() => server?.close());

let serial = 0;
const uniqueEmail = (name = 'shopper') => `${name}.${Date.now()}.${++serial}@example.com`;
const customerApi = (path: string, body: unknown, headers?: Record<string, string>) => send(server.url, 'POST', `/customer/api/${path}`, { body, headers });
const login = (username: string, password: string) => send(server.url, 'POST', '/authen/api/auth/login', { body: { username, password } });
const whoAmI = (accessToken: string) => send(server.url, 'GET', '/authen/api/auth/session', { headers: { authorization: `Bearer ${accessToken}` } });
const emailOf = (answer: Answer) => {
  expect(answer.status, answer.text).toBe(200);
  return v.parse(EmailResponse, answer.json).data.email;
};
const loggedIn = async (email: string, password: string) => {
  const answer = await login(email, password);
  expect(answer.status, answer.text).toBe(200);
  return v.parse(AuthSessionResponse, answer.json).data;
};

const form = (overrides: Partial<RegisterBody> = {}): RegisterBody => ({
  email: uniqueEmail(),
  password: 'Secret#123',
  confirmPassword: 'Secret#123',
  firstName: 'สมหญิง',
  lastName: 'รักดี',
  phone: '0812345678',
  consent: true,
  ...overrides,
});

/** Registers and activates through the emailed link; the login details. */
async function activeAccount() {
  const body = form();
  expect((await customerApi('register', body)).status).toBe(201);
  const { token } = linkToken((await waitForMail(server, body.email)).text, 'activate-account');
  emailOf(await customerApi('activate', { token }));
  return { email: body.email, password: body.password! };
}

describe('registration', () => {
  it('creates a pending account with an argon2id hash and emails an activation link in Thai', async () => {
    const body = form({ email: uniqueEmail('Somying').toUpperCase(), nationalId: '1101700203450', subscriptionFlag: true });
    const answer = await customerApi('register', body);
    expect(answer.status, answer.text).toBe(201);
    const email = body.email.toLowerCase();
    expect(v.parse(RegisterResponse, answer.json).data).toEqual({ email });
    const [row] = await server.db.select().from(customers).where(eq(customers.email, email));
    expect(row).toMatchObject({
      status: 'pending',
      firstName: 'สมหญิง',
      phone: '0812345678',
      nationalId: '1101700203450',
      subscriptionFlag: true,
      locale: 'th',
    });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    const mail = await waitForMail(server, email);
    expect(mail.subject).toBe('ยืนยันอีเมลเพื่อเปิดใช้งานบัญชีของท่าน');
    const { url, token } = linkToken(mail.text, 'activate-account');
    expect(url).toBe(`${server.url}/activate-account?token=${token}`);
    expect(mail.html).toContain(url);
    const [stored] = await server.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.customerId, row!.id));
    expect(stored!.tokenHash).not.toBe(token);

    expectError(await login(email, 'Secret#123'), 403, 'ACCOUNT_NOT_ACTIVATED');
    expect(emailOf(await customerApi('activate', { token }))).toBe(email);
    await loggedIn(email, 'Secret#123');
  });

  it('writes the mail in English with /en links for an English shopper', async () => {
    const body = form();
    await customerApi('register', body, { 'accept-language': 'en' });
    const mail = await waitForMail(server, body.email);
    expect(mail.subject).toBe('Activate your account');
    expect(linkToken(mail.text, 'activate-account').url).toContain(`${server.url}/en/activate-account?token=`);
  });

  it.each([
    ['email', { email: 'somchai@' }, 'INVALID_EMAIL', 'อีเมลของท่านไม่ถูกต้อง'],
    ['gmail with a plus tag', { email: 'somchai+shop@gmail.com' }, 'INVALID_EMAIL', 'อีเมลของท่านไม่ถูกต้อง'],
    ['phone', { phone: '081234567' }, 'INVALID_PHONE', 'เบอร์โทรศัทพ์ของท่านไม่ถูกต้อง'],
    ['national ID checksum', { nationalId: '1101700203451' }, 'INVALID_NATIONAL_ID', 'เลขบัตรประชาชนของท่านไม่ถูกต้อง'],
    ['weak password', { password: 'secret123', confirmPassword: 'secret123' }, 'INVALID_PASSWORD', /^รหัสผ่านต้องมีอย่างน้อย 8 ตัวอักษร/],
    ['confirmation', { confirmPassword: 'Secret#124' }, 'INVALID_CONFIRM_PASSWORD', 'รหัสผ่านไม่ตรงกัน'],
    ['missing password', { password: undefined, confirmPassword: undefined }, 'INVALID_PASSWORD', 'กรุณากรอกรหัสผ่าน'],
    ['name', { firstName: 'Som1' }, 'INVALID_FIRST_NAME', 'กรุณากรอกเป็นตัวอักษรภาษาไทยหรือภาษาอังกฤษเท่านั้น'],
    ['empty last name', { lastName: ' ' }, 'INVALID_LAST_NAME', 'กรุณากรอกนามสกุล'],
    ['consent', { consent: false as true }, 'INVALID_CONSENT', 'กรุณายอมรับเงื่อนไขการขายและนโยบายการคืนเงิน และนโยบายความเป็นส่วนตัว'],
  ])('refuses a bad %s with the field’s Thai message and creates nothing', async (_, overrides, code, message) => {
    const body = form(overrides);
    const error = expectError(await customerApi('register', body), 400, code);
    expect(error.message).toMatch(message);
    expect(await server.db.select().from(customers).where(eq(customers.email, body.email))).toHaveLength(0);
  });

  it('gives the field messages in English on request', async () => {
    expect(expectError(await customerApi('register', form({ phone: '12' }), { 'accept-language': 'en' }), 400, 'INVALID_PHONE').message).toBe(
      'Your phone number is not valid',
    );
  });

  it('answers a taken address exactly like a new one and warns its owner by mail instead', async () => {
    const owner = await createCustomer(server);
    const fresh = await customerApi('register', form());
    const taken = await customerApi('register', form({ email: owner.email, password: 'Other#456', confirmPassword: 'Other#456' }));
    expect(taken.status).toBe(fresh.status);
    expect(Object.keys(v.parse(RegisterResponse, taken.json).data)).toEqual(Object.keys(v.parse(RegisterResponse, fresh.json).data));
    const mail = await waitForMail(server, owner.email);
    expect(mail.subject).toBe('มีการพยายามสมัครสมาชิกด้วยอีเมลของท่าน');
    expect(mail.text).toContain(`${server.url}/forgot-password`);
    expect(await server.db.select().from(customers).where(eq(customers.email, owner.email))).toHaveLength(1);
    await loggedIn(owner.email, owner.password);
  });

  it('takes about as long for a taken address as for a new one', async () => {
    const owner = await createCustomer(server);
    const reference = await hash('x', { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 });
    const time = async (fn: () => Promise<unknown>) => {
      const start = performance.now();
      await fn();
      return performance.now() - start;
    };
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const argon2: number[] = [];
    const fresh: number[] = [];
    const taken: number[] = [];
    for (let i = 0; i < 3; i++) {
      argon2.push(await time(() => verify(reference, 'y')));
      fresh.push(await time(() => customerApi('register', form())));
      taken.push(await time(() => customerApi('register', form({ email: owner.email }))));
    }
    expect(median(taken)).toBeGreaterThan(median(argon2) * 0.5);
    expect(median(taken) / median(fresh)).toBeGreaterThan(1 / 3);
    expect(median(taken) / median(fresh)).toBeLessThan(3);
  });

  it('sends a pending owner who registers again a fresh activation link', async () => {
    const body = form();
    await customerApi('register', body);
    await waitForMail(server, body.email);
    expect((await customerApi('register', body)).status).toBe(201);
    const second = await waitForMail(server, body.email, 2);
    expect(second.subject).toBe('ยืนยันอีเมลเพื่อเปิดใช้งานบัญชีของท่าน');
  });
});

describe('activation links', () => {
  it('work once', async () => {
    const body = form();
    await customerApi('register', body);
    const { token } = linkToken((await waitForMail(server, body.email)).text, 'activate-account');
    emailOf(await customerApi('activate', { token }));
    const error = expectError(await customerApi('activate', { token }), 400, 'INVALID_TOKEN');
    expect(error.message).toBe('ลิงก์นี้ไม่ถูกต้อง ถูกใช้ไปแล้ว หรือหมดอายุแล้ว');
    expectError(await customerApi('activate', { token: 'nonsense' }), 400, 'INVALID_TOKEN');
  });

  it('expire after 48 hours, and request-activate sends a new one', async () => {
    const body = form();
    await customerApi('register', body);
    const { token } = linkToken((await waitForMail(server, body.email)).text, 'activate-account');
    advance(48 * 3_600_000 + 60_000);
    expectError(await customerApi('activate', { token }), 400, 'INVALID_TOKEN');

    expect(emailOf(await customerApi('request-activate', { username: body.email }))).toBe(body.email);
    const renewed = linkToken((await waitForMail(server, body.email, 2)).text, 'activate-account');
    emailOf(await customerApi('activate', { token: renewed.token }));
    await loggedIn(body.email, body.password!);
  });

  it('request-activate answers alike for unknown, pending and active addresses, and mails only the pending one', async () => {
    const active = await createCustomer(server);
    const pending = form();
    await customerApi('register', pending);
    await waitForMail(server, pending.email);
    const unknown = uniqueEmail('ghost');
    const answers = await Promise.all([unknown, active.email, pending.email].map((username) => customerApi('request-activate', { username })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers.map((a) => Object.keys(a.json as object))).toEqual([['data'], ['data'], ['data']]);
    await waitForMail(server, pending.email, 2);
    await expectMailCount(server, unknown, 0);
    await expectMailCount(server, active.email, 0);
  });
});

describe('forgotten password', () => {
  it('answers alike for an unknown address and mails a reset link to an active one', async () => {
    const { email, password } = await activeAccount();
    const unknown = uniqueEmail('nobody');
    const known = await customerApi('forgot-password', { username: email });
    const ghost = await customerApi('forgot-password', { username: unknown });
    expect([known.status, ghost.status]).toEqual([200, 200]);
    expect(Object.keys(known.json as object)).toEqual(Object.keys(ghost.json as object));
    await expectMailCount(server, unknown, 0);

    const mail = await waitForMail(server, email, 2);
    expect(mail.subject).toBe('ตั้งรหัสผ่านใหม่');
    const { url, token } = linkToken(mail.text, 'reset-password');
    expect(url).toBe(`${server.url}/reset-password?token=${token}`);

    const status = async (value: string) => (await send(server.url, 'GET', `/customer/api/reset-password/status?token=${value}`)).json;
    // the page can tell at once whether the link still works; asking does not use it up
    expect(await status(token)).toEqual({ data: { usable: true } });
    expect(await status(token)).toEqual({ data: { usable: true } });
    expect(await status('x'.repeat(43))).toEqual({ data: { usable: false } });
    expectError(await send(server.url, 'GET', '/customer/api/reset-password/status'), 400);

    const session = await loggedIn(email, password);
    expect(emailOf(await customerApi('reset-password', { newPassword: 'Fresh#456', token }))).toBe(email);
    expect(await status(token)).toEqual({ data: { usable: false } });
    expectError(await login(email, password), 401);
    await loggedIn(email, 'Fresh#456');
    // every session that existed before the reset has ended, and the owner is told of the change
    expectError(await whoAmI(session.accessToken), 401);
    const changed = await waitForMail(server, email, 3);
    expect(changed.subject).toBe('รหัสผ่านของท่านถูกเปลี่ยนแล้ว');
    expect(changed.text).toContain(`${server.url}/forgot-password`);
    expectError(await customerApi('reset-password', { newPassword: 'Again#789', token }), 400, 'INVALID_TOKEN');
  });

  it('refuses a weak new password and keeps the link usable', async () => {
    const { email } = await activeAccount();
    await customerApi('forgot-password', { username: email });
    const { token } = linkToken((await waitForMail(server, email, 2)).text, 'reset-password');
    expectError(await customerApi('reset-password', { newPassword: 'weak', token }), 400, 'INVALID_NEW_PASSWORD');
    await expectMailCount(server, email, 2);
    emailOf(await customerApi('reset-password', { newPassword: 'Strong#123', token }));
    await expectMailCount(server, email, 3);
  });

  it('reset links expire after an hour, and using one ends the others', async () => {
    const { email } = await activeAccount();
    await customerApi('forgot-password', { username: email });
    const old = linkToken((await waitForMail(server, email, 2)).text, 'reset-password');
    advance(3_600_000 + 60_000);
    expectError(await customerApi('reset-password', { newPassword: 'Fresh#456', token: old.token }), 400, 'INVALID_TOKEN');

    await customerApi('forgot-password', { username: email });
    await customerApi('forgot-password', { username: email });
    const first = linkToken((await waitForMail(server, email, 3)).text, 'reset-password');
    const second = linkToken((await waitForMail(server, email, 4)).text, 'reset-password');
    emailOf(await customerApi('reset-password', { newPassword: 'Fresh#456', token: second.token }));
    expectError(await customerApi('reset-password', { newPassword: 'Other#456', token: first.token }), 400, 'INVALID_TOKEN');
  });

  it('sends a pending account its activation link instead', async () => {
    const body = form();
    await customerApi('register', body);
    await waitForMail(server, body.email);
    await customerApi('forgot-password', { username: body.email });
    expect((await waitForMail(server, body.email, 2)).subject).toBe('ยืนยันอีเมลเพื่อเปิดใช้งานบัญชีของท่าน');
  });
});

describe('change password', () => {
  it('needs the current password, keeps this session and ends the others', async () => {
    const { email, password } = await activeAccount();
    const here = await loggedIn(email, password);
    const elsewhere = await loggedIn(email, password);
    const auth = { authorization: `Bearer ${here.accessToken}` };

    const wrong = expectError(await customerApi('change-password', { oldPassword: 'Wrong#123', newPassword: 'Fresh#456' }, auth), 400, 'WRONG_PASSWORD');
    expect(wrong.message).toBe('รหัสผ่านเดิมไม่ถูกต้อง');
    expectError(await customerApi('change-password', { oldPassword: password, newPassword: 'weak' }, auth), 400, 'INVALID_NEW_PASSWORD');
    const same = expectError(await customerApi('change-password', { oldPassword: password, newPassword: password }, auth), 400, 'INVALID_NEW_PASSWORD');
    expect(same.message).toBe('รหัสผ่านใหม่ต้องไม่ซ้ำกับรหัสผ่านปัจจุบัน');

    await expectMailCount(server, email, 1);
    expect((await customerApi('change-password', { oldPassword: password, newPassword: 'Fresh#456' }, auth)).status).toBe(200);
    const changed = await waitForMail(server, email, 2);
    expect(changed.subject).toBe('รหัสผ่านของท่านถูกเปลี่ยนแล้ว');
    // the session the change was made in stays
    expect(changed.text).toContain('อุปกรณ์เครื่องอื่นทุกเครื่อง');
    // the owner who did not change it is told how to reach the shop
    expect(changed.text).toContain('ติดต่อเราที่โทร 02-026-9999');
    expect((await whoAmI(here.accessToken)).status).toBe(200);
    expectError(await whoAmI(elsewhere.accessToken), 401);
    expectError(await login(email, password), 401);
    await loggedIn(email, 'Fresh#456');
  });

  it('needs a login', async () => {
    expectError(await customerApi('change-password', { oldPassword: 'Secret#123', newPassword: 'Fresh#456' }), 401, 'UNAUTHORIZED');
  });

  it('answers 401 once the session was revoked', async () => {
    const { email, password } = await activeAccount();
    const session = await loggedIn(email, password);
    await send(server.url, 'POST', '/authen/api/auth/logout', { body: { refreshToken: session.refreshToken } });
    expectError(
      await customerApi('change-password', { oldPassword: password, newPassword: 'Fresh#456' }, { authorization: `Bearer ${session.accessToken}` }),
      401,
    );
  });
});

describe('bad input', () => {
  it('answers 4xx to non-JSON, malformed and hostile bodies', async () => {
    expectError(await send(server.url, 'POST', '/customer/api/register', { raw: 'email=a', headers: { 'content-type': 'text/plain' } }), 415);
    expectError(await send(server.url, 'POST', '/customer/api/register', { raw: '{', headers: { 'content-type': 'application/json' } }), 400);
    expectError(await customerApi('register', [1, 2]), 400);
    const hostile = { ...form(), firstName: 'Som\u0000chai' };
    expectError(await customerApi('register', hostile), 400);
    expectError(await customerApi('activate', { token: 42 }), 400);
    expect(await server.db.select().from(customers).where(eq(customers.email, hostile.email))).toHaveLength(0);
  });
});
