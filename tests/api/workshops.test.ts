import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { WorkshopCancelResponse, WorkshopRegistrationResponse, WorkshopRegistrationStatusResponse } from '../../contract/workshops.ts';
import { workshopSessions } from '../../server/db/schema.ts';
import { expectError, send } from './http.ts';
import { linkToken, waitForMail } from './stand-ins/mailbox.ts';
import { startTestServer, type TestServer } from './test-server.ts';
import { registerFor, registrant, seatsTakenOf, sessionsOf, setSeats, uniqueEmail } from './workshops-client.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { attemptLimitScale: 10 } });
});
afterAll(() => server?.close());

const cancel = (token: unknown, lang?: 'en') =>
  send(server.url, 'POST', '/utils/api/workshops/cancel', { body: { token }, headers: lang ? { 'accept-language': lang } : {} });
const lookUp = (token: string, lang?: 'en') =>
  send(server.url, 'GET', `/utils/api/workshops/registration?token=${encodeURIComponent(token)}`, { headers: lang ? { 'accept-language': lang } : {} });
const registrationOf = async (token: string, lang?: 'en') => {
  const answer = await lookUp(token, lang);
  expect(answer.status, answer.text).toBe(200);
  return v.parse(WorkshopRegistrationStatusResponse, answer.json).data;
};

describe('workshop sessions', () => {
  it('lists the upcoming sessions of each page in Thai and English, soonest first, with the seats left', async () => {
    for (const kind of ['workshop-online', 'yes-i-can-workshop', 'demo-workshop'] as const) {
      const th = await sessionsOf(server, kind);
      const en = await sessionsOf(server, kind, 'en');
      expect(th.length).toBeGreaterThanOrEqual(6);
      expect(th.map((s) => s.id)).toEqual(en.map((s) => s.id));
      expect(th.every((s) => s.kind === kind && Date.parse(s.startsAt) > Date.now() && s.seatsLeft >= 0 && s.seatsLeft <= s.capacity)).toBe(true);
      expect([...th].sort((a, b) => a.startsAt.localeCompare(b.startsAt))).toEqual(th);
      expect(th[0]!.title).not.toBe(en[0]!.title);
      expect(th.every((s) => (s.location === null) === (kind === 'workshop-online'))).toBe(true);
    }
  });

  it('answers 400 for an unknown kind', async () => {
    expectError(await send(server.url, 'GET', '/utils/api/workshops?kind=cooking'), 400, 'INVALID_INPUT');
    expectError(await send(server.url, 'GET', '/utils/api/workshops'), 400, 'INVALID_INPUT');
  });
});

describe('registering and cancelling', () => {
  it('registers seats, mails a cancel link, and the link frees the seats once', async () => {
    const [session] = await sessionsOf(server, 'workshop-online', 'en');
    const before = await seatsTakenOf(server, session!.id);
    const email = uniqueEmail();
    const answer = await registerFor(server, session!.id, { ...registrant(email, 2), email: ` ${email.toUpperCase()} ` }, 'en');
    expect(answer.status, answer.text).toBe(201);
    expect(v.parse(WorkshopRegistrationResponse, answer.json).data).toEqual({ sessionId: session!.id, seats: 2, seatsLeft: session!.seatsLeft - 2, email });
    expect(await seatsTakenOf(server, session!.id)).toBe(before + 2);
    expect((await sessionsOf(server, 'workshop-online')).find((s) => s.id === session!.id)!.seatsLeft).toBe(session!.seatsLeft - 2);

    const mail = await waitForMail(server, email);
    expect(mail.subject).toBe(`You are registered: ${session!.title}`);
    expect(mail.text).toContain('2 seats are booked');
    const { url, token } = linkToken(mail.text, 'workshop-cancel');
    expect(url).toMatch(/\/en\/workshop-cancel\?token=/);
    expect(JSON.stringify(await server.db.execute('select cancel_token_hash from workshop_registrations'))).not.toContain(token);

    const shown = { kind: 'workshop-online', title: session!.title, startsAt: session!.startsAt, seats: 2 };
    // the cancel page names what the link cancels before the shopper decides
    expect(await registrationOf(token, 'en')).toEqual({ ...shown, cancelled: false, started: false });
    expect(await seatsTakenOf(server, session!.id)).toBe(before + 2);

    const cancelled = await cancel(token, 'en');
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(v.parse(WorkshopCancelResponse, cancelled.json).data).toEqual(shown);
    expect(await seatsTakenOf(server, session!.id)).toBe(before);
    expect(await registrationOf(token, 'en')).toEqual({ ...shown, cancelled: true, started: false });

    expect(expectError(await cancel(token), 400, 'INVALID_TOKEN').message).toBe('ลิงก์นี้ถูกใช้ไปแล้วหรือไม่ถูกต้อง');
    expect(await seatsTakenOf(server, session!.id)).toBe(before);
    // cancelled, the same email may register again
    expect((await registerFor(server, session!.id, registrant(email))).status).toBe(201);
  });

  it('keeps the seats of a session that has started: its link no longer cancels', async () => {
    const session = (await sessionsOf(server, 'yes-i-can-workshop')).at(-1)!;
    const email = uniqueEmail();
    expect((await registerFor(server, session.id, registrant(email, 3))).status).toBe(201);
    const { token } = linkToken((await waitForMail(server, email)).text, 'workshop-cancel');
    const taken = await seatsTakenOf(server, session.id);
    await server.db
      .update(workshopSessions)
      .set({ startsAt: new Date(Date.now() - 60_000) })
      .where(eq(workshopSessions.id, session.id));

    expect(await registrationOf(token)).toMatchObject({ title: session.title, seats: 3, cancelled: false, started: true });
    expect(expectError(await cancel(token, 'en'), 409, 'WORKSHOP_STARTED').message).toBe(
      'This session has already started, so the registration can no longer be cancelled',
    );
    expect(await seatsTakenOf(server, session.id)).toBe(taken);
    expect((await registrationOf(token)).cancelled).toBe(false);
  });

  it('refuses the same email twice for one session with a clear message, and takes no seat for it', async () => {
    const [, session] = await sessionsOf(server, 'workshop-online');
    const email = uniqueEmail();
    expect((await registerFor(server, session!.id, registrant(email))).status).toBe(201);
    const taken = await seatsTakenOf(server, session!.id);
    expect(expectError(await registerFor(server, session!.id, registrant(email)), 409, 'WORKSHOP_ALREADY_REGISTERED').message).toBe('อีเมลนี้ลงทะเบียนรอบนี้ไว้แล้ว');
    expect(await seatsTakenOf(server, session!.id)).toBe(taken);
    // another session is another registration
    const [, , other] = await sessionsOf(server, 'workshop-online');
    expect((await registerFor(server, other!.id, registrant(email))).status).toBe(201);
  });

  it('says how many seats are left when a group asks for more', async () => {
    const [, , , session] = await sessionsOf(server, 'demo-workshop');
    await setSeats(server, session!.id, 8, 6);
    expect(expectError(await registerFor(server, session!.id, registrant(undefined, 3), 'en'), 409, 'WORKSHOP_FULL').message).toBe(
      'Sorry, only 2 seats are left in this session',
    );
    expect(await seatsTakenOf(server, session!.id)).toBe(6);
  });

  it('answers bad input with 400 and the field, an unknown session with 404, and changes nothing', async () => {
    const [session] = await sessionsOf(server, 'yes-i-can-workshop');
    const before = await seatsTakenOf(server, session!.id);
    const cases: [unknown, string, string][] = [
      [{ ...registrant(), email: 'not-an-email' }, 'INVALID_EMAIL', 'อีเมลของท่านไม่ถูกต้อง'],
      [{ ...registrant(), phone: '12345' }, 'INVALID_PHONE', 'เบอร์โทรศัทพ์ของท่านไม่ถูกต้อง'],
      [{ ...registrant(), name: '  ' }, 'INVALID_NAME', 'กรุณากรอกชื่อ-นามสกุล'],
      [{ ...registrant(), name: 'สมชาย 123' }, 'INVALID_NAME', 'กรุณากรอกเป็นตัวอักษรภาษาไทยหรือภาษาอังกฤษเท่านั้น'],
      [{ ...registrant(), seats: 0 }, 'INVALID_SEATS', 'กรุณาเลือกจำนวนที่นั่ง 1 ถึง 4 ที่'],
      [{ ...registrant(), seats: 5 }, 'INVALID_SEATS', 'กรุณาเลือกจำนวนที่นั่ง 1 ถึง 4 ที่'],
      [{ ...registrant(), seats: 1.5 }, 'INVALID_SEATS', 'กรุณาเลือกจำนวนที่นั่ง 1 ถึง 4 ที่'],
    ];
    for (const [body, code, message] of cases) expect(expectError(await registerFor(server, session!.id, body), 400, code).message).toBe(message);
    expectError(await registerFor(server, session!.id, []), 400);
    expectError(await registerFor(server, 999_999, registrant()), 404, 'WORKSHOP_NOT_FOUND');
    expectError(await registerFor(server, 'abc', registrant()), 404, 'WORKSHOP_NOT_FOUND');
    expect(await seatsTakenOf(server, session!.id)).toBe(before);
    expectError(await cancel('short'), 400, 'INVALID_TOKEN');
    expectError(await cancel('x'.repeat(43)), 400, 'INVALID_TOKEN');
    expect(expectError(await lookUp('x'.repeat(43)), 404, 'REGISTRATION_NOT_FOUND').message).toBe('ลิงก์ยกเลิกไม่ถูกต้อง');
    expect(expectError(await lookUp('short'), 400, 'INVALID_TOKEN').message).toBe('ลิงก์ยกเลิกไม่ถูกต้อง');
    expectError(await send(server.url, 'GET', '/utils/api/workshops/registration'), 400, 'INVALID_TOKEN');
  });
});

describe('workshop and small-business pages', () => {
  it.each([
    ['/workshop-online', 'เวิร์กช็อปออนไลน์ | Apple Premium Reseller', '/workshop-online'],
    ['/en/yes-i-can-workshop', 'Yes I Can Workshop: creative workshops for kids and teachers | Apple Premium Reseller', '/en/yes-i-can-workshop'],
    ['/demo-workshop/', 'ทดลองใช้สินค้าใหม่ที่สาขา | Apple Premium Reseller', '/demo-workshop'],
    ['/en/campaign/smb-retail-business', 'Apple for SMB and retail businesses | Apple Premium Reseller', '/en/campaign/smb-retail-business'],
  ])('%s answers with its own title and canonical address', async (path, title, canonical) => {
    const answer = await send(server.url, 'GET', path);
    expect(answer.status).toBe(200);
    expect(answer.text).toContain(`<title>${title}</title>`);
    expect(answer.text).toContain(`<link rel="canonical" href="${server.url}${canonical}" />`);
  });

  it('lists the pages in sitemap.xml once each, in both languages', async () => {
    const { text } = await send(server.url, 'GET', '/sitemap.xml');
    for (const path of ['/workshop-online', '/yes-i-can-workshop', '/demo-workshop', '/campaign/smb-retail-business'])
      for (const loc of [`${server.url}${path}`, `${server.url}/en${path}`]) expect(text.split(`<loc>${loc}</loc>`)).toHaveLength(2);
  });
});
