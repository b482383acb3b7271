import { count, isNull } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppointmentResponse, BranchListResponse, BranchResponse, SlotsResponse } from '../../contract/stores.ts';
import { supportAppointments } from '../../server/db/schema.ts';
import { branchesData } from '../../server/stores/branches-data.ts';
import { BOOKING_LIMITS } from '../../server/stores/routes.ts';
import { expectError, send } from './http.ts';
import { linkToken, waitForMail } from './stand-ins/mailbox.ts';
import { startTestServer, type TestServer } from './test-server.ts';

/** Tuesday 1 December 2026, 10:00 in Bangkok. */
const NOW = new Date('2026-12-01T03:00:00Z');
let server: TestServer;
beforeAll(async () => {
  // the limits allow BOOKING_LIMITS times 3 here, as these tests book from one address
  server = await startTestServer({ now: () => NOW, config: { attemptLimitScale: 3 } });
});
afterAll(() => server?.close());

const en = { 'accept-language': 'en' };

async function ok<S extends v.GenericSchema>(schema: S, path: string, headers: Record<string, string> = {}) {
  const answer = await send(server.url, 'GET', `/store/api${path}`, { headers });
  expect(answer.status, answer.text).toBe(200);
  return v.parse(schema, answer.json) as v.InferOutput<S>;
}

const slotsOf = (slug: string) => ok(SlotsResponse, `/branches/${slug}/slots`).then((r) => r.data.days);
const freeAt = async (slug: string, date: string, time: string) => (await slotsOf(slug)).find((d) => d.date === date)?.slots.find((s) => s.time === time)?.free;

let emails = 0;
const booking = (overrides: Record<string, unknown> = {}) => ({
  branch: 'icenter-central-ladprao',
  serviceType: 'battery',
  date: '2026-12-02',
  time: '11:00',
  firstName: 'สมชาย',
  lastName: 'ใจดี',
  email: `booker${++emails}@example.com`,
  phone: '0812345678',
  deviceModel: 'iPhone 15 Pro',
  serialNumber: 'f2lxk1abcd',
  problem: 'แบตเตอรี่เสื่อม ใช้งานได้ไม่ถึงครึ่งวัน',
  ...overrides,
});
const book = (body: unknown, headers: Record<string, string> = {}) => send(server.url, 'POST', '/store/api/appointments', { body, headers });
const liveAppointments = async () => (await server.db.select({ n: count() }).from(supportAppointments).where(isNull(supportAppointments.cancelledAt)))[0]!.n;

describe('branches', () => {
  it('lists every branch in Thai, and in English when asked', async () => {
    const th = await ok(BranchListResponse, '/branches');
    expect(th.data.items.map((b) => b.slug)).toEqual(branchesData.map((b) => b.slug));
    expect(th.data.items[0]).toMatchObject({ name: 'iStudio สยามพารากอน', province: { key: 'bangkok', name: 'กรุงเทพมหานคร' }, appointments: true });
    expect(th.data.items[0]!.hours).toHaveLength(7);
    expect(th.data.items[0]!.mapUrl).toMatch(/^https:\/\/maps\.google\.com\/\?q=/);
    const english = await ok(BranchListResponse, '/branches', en);
    expect(english.data.items[0]).toMatchObject({ name: 'iStudio Siam Paragon', province: { name: 'Bangkok' } });
  });

  it('tells caches that a branch list or branch answered in one language is not the answer in the other', async () => {
    for (const path of ['/branches', `/branches/${branchesData[0]!.slug}`]) {
      const answer = await send(server.url, 'GET', `/store/api${path}`, { headers: en });
      expect(answer.status, answer.text).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('public, max-age=300');
      expect(answer.headers.get('vary')).toMatch(/accept-language/i);
    }
  });

  it('filters by province and brand, together or alone', async () => {
    const chiangMai = await ok(BranchListResponse, '/branches?province=chiang-mai');
    expect(chiangMai.data.items.length).toBeGreaterThan(1);
    expect(chiangMai.data.items.every((b) => b.province.key === 'chiang-mai')).toBe(true);
    const icenters = await ok(BranchListResponse, '/branches?brand=icenter&unknown=1');
    expect(icenters.data.items.every((b) => b.brand === 'icenter' && b.services.includes('repair'))).toBe(true);
    const both = await ok(BranchListResponse, '/branches?province=chiang-mai&brand=icenter');
    expect(both.data.items.map((b) => b.slug)).toEqual(['icenter-maya-chiangmai']);
    expect((await ok(BranchListResponse, '/branches?province=phuket&brand=mobi')).data.items).toEqual([]);
  });

  it('refuses an unknown province or brand', async () => {
    expectError(await send(server.url, 'GET', '/store/api/branches?province=atlantis'), 400, 'INVALID_INPUT');
    expectError(await send(server.url, 'GET', '/store/api/branches?brand=apple'), 400, 'INVALID_INPUT');
  });

  it('answers one branch, 404 for an unknown one and 400 for a malformed slug', async () => {
    const branch = await ok(BranchResponse, '/branches/icenter-central-phuket', en);
    expect(branch.data).toMatchObject({ name: 'iCenter Central Phuket', brand: 'icenter', phone: '076-291-140', appointments: true });
    expectError(await send(server.url, 'GET', '/store/api/branches/no-such-branch'), 404, 'BRANCH_NOT_FOUND');
    expectError(await send(server.url, 'GET', '/store/api/branches/Bad%20Slug'), 400, 'INVALID_INPUT');
  });
});

describe('slots', () => {
  it('offers 14 days of 30-minute slots within opening hours, from an hour after now, closed days empty', async () => {
    const days = await slotsOf('icenter-silom-complex');
    expect(days.map((d) => d.date)).toEqual(Array.from({ length: 14 }, (_, i) => `2026-12-${String(i + 1).padStart(2, '0')}`));
    // today 10:00: the first slot is 11:00; it closes at 19:00, so the last slot starts 18:30
    expect(days[0]!.slots[0]!.time).toBe('11:00');
    expect(days[1]!.slots.map((s) => s.time)).toEqual(
      Array.from({ length: 18 }, (_, i) => `${String(10 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`),
    );
    expect(days[1]!.slots.every((s) => s.free === 2)).toBe(true);
    // Sundays closed
    expect(days.find((d) => d.date === '2026-12-06')).toEqual({ date: '2026-12-06', closed: true, slots: [] });
  });

  it('has no slots for a branch without service, or an unknown one', async () => {
    expectError(await send(server.url, 'GET', '/store/api/branches/mobi-fashion-island/slots'), 404, 'BRANCH_NOT_FOUND');
    expectError(await send(server.url, 'GET', '/store/api/branches/nowhere/slots'), 404, 'BRANCH_NOT_FOUND');
  });
});

describe('booking and cancelling', () => {
  it('books a seat, mails a cancel link in the shopper language, and the link cancels once and frees the seat', async () => {
    expect(await freeAt('icenter-central-ladprao', '2026-12-02', '11:00')).toBe(3);
    const body = booking();
    const answer = await book(body, en);
    expect(answer.status, answer.text).toBe(201);
    const appointment = v.parse(AppointmentResponse, answer.json).data;
    expect(appointment).toMatchObject({
      serviceType: 'battery',
      date: '2026-12-02',
      time: '11:00',
      cancelled: false,
      branch: { name: 'iCenter Central Ladprao' },
    });
    expect(await freeAt('icenter-central-ladprao', '2026-12-02', '11:00')).toBe(2);

    const mail = await waitForMail(server, body.email);
    expect(mail.subject).toBe('Your support appointment: Wednesday, 2 December 2026 at 11:00');
    expect(mail.text).toContain('Battery replacement');
    const { url, token } = linkToken(mail.text, 'online-schedule-support/cancel');
    expect(url).toContain('/en/online-schedule-support/cancel?token=');

    const preview = await ok(AppointmentResponse, `/appointments/cancel?token=${token}`);
    expect(preview.data).toMatchObject({ id: appointment.id, cancelled: false, branch: { name: 'iCenter เซ็นทรัล ลาดพร้าว' } });
    const cancelled = await send(server.url, 'POST', '/store/api/appointments/cancel', { body: { token } });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(v.parse(AppointmentResponse, cancelled.json).data.cancelled).toBe(true);
    expect(await freeAt('icenter-central-ladprao', '2026-12-02', '11:00')).toBe(3);
    expectError(await send(server.url, 'POST', '/store/api/appointments/cancel', { body: { token } }), 409, 'ALREADY_CANCELLED');
  });

  it('mails in Thai by default', async () => {
    const body = booking({ time: '12:00' });
    expect((await book(body)).status).toBe(201);
    const mail = await waitForMail(server, body.email);
    expect(mail.subject).toBe('ยืนยันการนัดหมายรับบริการ วันพุธที่ 2 ธันวาคม พ.ศ. 2569 เวลา 12:00 น.');
    expect(mail.text).toContain('เปลี่ยนแบตเตอรี่');
    expect(linkToken(mail.text, 'online-schedule-support/cancel').url).not.toContain('/en/');
  });

  it('answers 404 for an unknown cancel token and 400 for a malformed one', async () => {
    const unknown = 'a'.repeat(43);
    expectError(await send(server.url, 'GET', `/store/api/appointments/cancel?token=${unknown}`), 404, 'APPOINTMENT_NOT_FOUND');
    expectError(await send(server.url, 'POST', '/store/api/appointments/cancel', { body: { token: unknown } }), 404, 'APPOINTMENT_NOT_FOUND');
    expectError(await send(server.url, 'POST', '/store/api/appointments/cancel', { body: { token: 'short' } }), 400, 'INVALID_TOKEN');
  });
});

describe('bad input', () => {
  it('answers 400 naming the field with the rule message, and stores nothing', async () => {
    const before = await liveAppointments();
    const cases: [Record<string, unknown>, string, string?][] = [
      [{ phone: '12345' }, 'INVALID_PHONE', 'เบอร์โทรศัทพ์ของท่านไม่ถูกต้อง'],
      [{ email: 'not-an-email' }, 'INVALID_EMAIL', 'อีเมลของท่านไม่ถูกต้อง'],
      [{ email: 'a+b@gmail.com' }, 'INVALID_EMAIL'],
      [{ firstName: '' }, 'INVALID_FIRST_NAME'],
      [{ serviceType: 'espresso' }, 'INVALID_SERVICE_TYPE'],
      [{ date: '2026/12/02' }, 'INVALID_DATE'],
      [{ time: '25:00' }, 'INVALID_TIME'],
      [{ deviceModel: '   ' }, 'INVALID_DEVICE_MODEL'],
      [{ serialNumber: 'ab' }, 'INVALID_SERIAL_NUMBER'],
      [{ problem: 'broken' }, 'INVALID_PROBLEM'],
      [{ branch: 'mobi-fashion-island' }, 'INVALID_BRANCH'],
      [{ branch: 'nowhere' }, 'INVALID_BRANCH'],
      // Sunday at a branch closed on Sundays; a time outside the hours; today within the hour; past the 14 days
      [{ branch: 'icenter-silom-complex', date: '2026-12-06' }, 'INVALID_TIME'],
      [{ time: '21:00' }, 'INVALID_TIME'],
      [{ date: '2026-12-01', time: '10:30' }, 'INVALID_TIME'],
      [{ date: '2026-12-15' }, 'INVALID_TIME'],
    ];
    for (const [overrides, code, message] of cases) {
      const error = expectError(await book(booking(overrides)), 400, code);
      if (message) expect(error.message).toBe(message);
    }
    expectError(await send(server.url, 'POST', '/store/api/appointments', { raw: '{', headers: { 'content-type': 'application/json' } }), 400, 'INVALID_JSON');
    expect(await liveAppointments()).toBe(before);
  });

  it('answers 429 once one email has booked too often in an hour', async () => {
    const email = 'eager@example.com';
    const limit = BOOKING_LIMITS.perEmail * 3;
    // refused times count too: trying every time of a day is what the limit is for
    for (let i = 0; i < limit; i++) expectError(await book(booking({ email, time: '23:00' })), 400, 'INVALID_TIME');
    expectError(await book(booking({ email })), 429, 'TOO_MANY_REQUESTS');
  });

  it('speaks English field messages for English', async () => {
    const error = expectError(await book(booking({ phone: '021' }), en), 400, 'INVALID_PHONE');
    expect(error.message).toBe('Your phone number is not valid');
  });
});

describe('races', () => {
  it('gives the last seat of a slot to exactly one of two shoppers; the other gets 409 with a message', async () => {
    const slot = { branch: 'icenter-central-phuket', date: '2026-12-03', time: '14:00' };
    expect((await book(booking(slot))).status).toBe(201);
    expect(await freeAt(slot.branch, slot.date, slot.time)).toBe(1);
    const answers = await Promise.all([book(booking(slot)), book(booking(slot))]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const error = expectError(
      answers.find((a) => a.status === 409)!,
      409,
      'SLOT_TAKEN',
    );
    expect(error.message).toBe('ขออภัย เวลานี้เพิ่งถูกจองเต็มแล้ว กรุณาเลือกเวลาอื่น');
    expect(await freeAt(slot.branch, slot.date, slot.time)).toBe(0);
  });

  it('fills both seats of a two-technician slot when three shoppers race for it, the loser of a seat taking the other', async () => {
    const slot = { branch: 'icenter-silom-complex', date: '2026-12-05', time: '12:30' };
    const answers = await Promise.all(Array.from({ length: 3 }, () => book(booking(slot))));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 409]);
    expect(await freeAt(slot.branch, slot.date, slot.time)).toBe(0);
  });

  it('lets a one-technician slot go to one of many at once', async () => {
    const slot = { branch: 'istudio-central-khonkaen', date: '2026-12-04', time: '15:30' };
    const answers = await Promise.all(Array.from({ length: 6 }, () => book(booking(slot))));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(5);
  });
});

describe('pages', () => {
  it('writes each store page head in its language, answers 404 for an unknown branch, and lists them in the sitemap', async () => {
    const list = await send(server.url, 'GET', '/ourstore');
    expect(list.status).toBe(200);
    expect(list.text).toContain('<title>สาขาของเรา | Apple Premium Reseller</title>');
    expect(list.text).toContain(`<link rel="canonical" href="${server.url}/ourstore" />`);
    const branch = await send(server.url, 'GET', '/en/store/icenter-central-phuket');
    expect(branch.text).toContain('<title>iCenter Central Phuket | Apple Premium Reseller</title>');
    expect(branch.text).toContain(`<link rel="alternate" hreflang="th" href="${server.url}/store/icenter-central-phuket" />`);
    const booking = await send(server.url, 'GET', '/en/online-schedule-support/');
    expect(booking.text).toContain('<title>Book a support appointment | Apple Premium Reseller</title>');
    expect((await send(server.url, 'GET', '/store/no-such-branch')).status).toBe(404);
    expect((await send(server.url, 'GET', '/en/store/Bad%20Slug')).status).toBe(404);

    const sitemap = (await send(server.url, 'GET', '/sitemap.xml')).text;
    for (const path of ['/ourstore', '/icenter', '/istudio', '/isolutions', '/mobi', '/online-schedule-support/', '/store/istudio-siam-paragon']) {
      expect(sitemap).toContain(`<loc>${server.url}${path}</loc>`);
      expect(sitemap).toContain(`<loc>${server.url}/en${path}</loc>`);
    }
  });
});
