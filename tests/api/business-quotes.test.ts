import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BusinessQuoteResponse } from '../../contract/business-quote.ts';
import { businessQuotes } from '../../server/db/schema.ts';
import { expectError, send } from './http.ts';
import { mailsTo, waitForMail } from './stand-ins/mailbox.ts';
import { startTestServer, type TestServer } from './test-server.ts';
import { uniqueEmail } from './workshops-client.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { salesEmail: 'sales@shop.test' } });
});
afterAll(() => server?.close());

const quote = (email = uniqueEmail()) => ({
  companyName: 'บริษัท ใจดี จำกัด',
  taxId: '0105555123450',
  contactName: 'สมหญิง รักเรียน',
  email,
  phone: '0812345678',
  businessType: 'retail',
  employees: '10-49',
  quantities: { iphone: 5, mac: '2', ipad: '' },
  message: 'ต้องการใบกำกับภาษีเต็มรูปแบบ',
});
const post = (body: unknown, lang?: 'en') => send(server.url, 'POST', '/utils/api/business-quotes', { body, headers: lang ? { 'accept-language': lang } : {} });

describe('small-business quote requests', () => {
  it('stores a request, mails it to sales and acknowledges it to the requester in their language', async () => {
    const email = uniqueEmail();
    const answer = await post(quote(email), 'en');
    expect(answer.status, answer.text).toBe(201);
    const { reference } = v.parse(BusinessQuoteResponse, answer.json).data;
    expect(reference).toMatch(/^BQ\d{6}$/);
    const [stored] = (await server.db.select().from(businessQuotes)).filter((row) => row.email === email);
    expect(stored).toMatchObject({ companyName: 'บริษัท ใจดี จำกัด', taxId: '0105555123450', lang: 'en', employees: '10-49' });
    expect(stored!.quantities).toEqual({ iphone: 5, ipad: 0, mac: 2, watch: 0, airpods: 0, 'apple-accessories': 0 });

    const ack = await waitForMail(server, email);
    expect(ack.subject).toBe(`We received your quote request ${reference}`);
    expect(ack.text).toMatch(/iPhone\s+5/);
    const sales = (await mailsTo(server, 'sales@shop.test')).find((mail) => mail.subject.includes(reference))!;
    expect(sales.subject).toBe(`Quote request ${reference}: บริษัท ใจดี จำกัด`);
    expect(sales.text).toContain('tax ID 0105555123450');
    expect(sales.text).toContain(email);
    expect(sales.text).toMatch(/Mac\s+2/);
  });

  it('answers bad input with 400 naming the field, in the shopper language, and stores nothing', async () => {
    const before = (await server.db.select().from(businessQuotes)).length;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ taxId: '0105555123451' }, 'INVALID_TAX_ID', 'เลขประจำตัวผู้เสียภาษีไม่ถูกต้อง'],
      [{ taxId: '01055551234' }, 'INVALID_TAX_ID', 'เลขประจำตัวผู้เสียภาษีไม่ถูกต้อง'],
      [{ taxId: '' }, 'INVALID_TAX_ID', 'กรุณากรอกเลขประจำตัวผู้เสียภาษี'],
      [{ companyName: ' ' }, 'INVALID_COMPANY_NAME', 'กรุณากรอกชื่อบริษัท'],
      [{ contactName: '12345 !!' }, 'INVALID_CONTACT_NAME', 'กรุณากรอกเป็นตัวอักษรภาษาไทยหรือภาษาอังกฤษเท่านั้น'],
      [{ email: 'someone@gmail.co' }, 'INVALID_EMAIL', 'อีเมลของท่านไม่ถูกต้อง'],
      [{ phone: '1812345678' }, 'INVALID_PHONE', 'เบอร์โทรศัทพ์ของท่านไม่ถูกต้อง'],
      [{ businessType: 'casino' }, 'INVALID_BUSINESS_TYPE', 'กรุณาเลือกประเภทธุรกิจ'],
      [{ employees: '5' }, 'INVALID_EMPLOYEES', 'กรุณาเลือกจำนวนพนักงาน'],
      [{ quantities: { iphone: -1 } }, 'INVALID_QUANTITIES', 'กรุณากรอกจำนวน 0 ถึง 1000 เครื่อง'],
      [{ quantities: { iphone: 0, mac: '' } }, 'INVALID_QUANTITIES', 'กรุณาระบุจำนวนสินค้าที่ต้องการอย่างน้อย 1 รายการ'],
      [{ message: 'x'.repeat(2001) }, 'INVALID_MESSAGE', 'ข้อความต้องไม่เกิน 2000 ตัวอักษร'],
    ];
    for (const [change, code, message] of cases) expect(expectError(await post({ ...quote(), ...change }), 400, code).message).toBe(message);
    expect(expectError(await post({ ...quote(), taxId: '123' }, 'en'), 400, 'INVALID_TAX_ID').message).toBe('The tax ID is not valid');
    expectError(await post('text'), 400);
    expect(await server.db.select().from(businessQuotes)).toHaveLength(before);
  });

  it('limits requests per address', async () => {
    const email = uniqueEmail();
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await post(quote(email)));
    expect(answers.slice(0, 3).map((a) => a.status)).toEqual([201, 201, 201]);
    expectError(answers[3]!, 429, 'TOO_MANY_REQUESTS');
  });
});
