import { count, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SchoolListResponse } from '../../contract/schools.ts';
import { schools } from '../../server/db/schema.ts';
import { schoolsData } from '../../server/schools/schools-data.ts';
import { seedSchools } from '../../server/schools/seed.ts';
import { expectError, send } from './http.ts';
import { startTestServer, type TestServer } from './test-server.ts';

const KEY = 'test-aaes-key-4f9c2b7e1d';
/** Same length as KEY, one character different. */
const SAME_LENGTH_WRONG_KEY = `${KEY.slice(0, -1)}x`;
/** The spec's call (section 7). */
const SPEC_PATH = '/aaes/api/cms/school/list?limit=100000&offset=0';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { aaesApiKey: KEY } });
});
afterAll(() => server?.close());

/** `key: null` sends no key at all. */
const list = async (query: string, key: string | null = KEY, lang?: 'en') => {
  const headers: Record<string, string> = {};
  if (key !== null) headers['x-api-key'] = key;
  if (lang) headers['accept-language'] = lang;
  return send(server.url, 'GET', `/aaes/api/cms/school/list${query}`, { headers });
};
const okList = async (query: string) => {
  const answer = await list(query);
  expect(answer.status, answer.text).toBe(200);
  return v.parse(SchoolListResponse, answer.json).data;
};

describe('the school list the education pages load', () => {
  it('answers the spec call with every institution, sorted by English name', async () => {
    const answer = await send(server.url, 'GET', SPEC_PATH, { headers: { 'x-api-key': KEY } });
    expect(answer.status, answer.text).toBe(200);
    const { items, total, limit, offset } = v.parse(SchoolListResponse, answer.json).data;
    expect(items.length).toBe(schoolsData.length);
    expect(items.length).toBeGreaterThanOrEqual(280);
    expect({ total, limit, offset }).toEqual({ total: schoolsData.length, limit: 100000, offset: 0 });
    const names = items.map((s) => s.company.en);
    expect(names).toEqual([...names].sort());
  });

  it('gives each institution its customer id, English and Thai names, district, province and joining date', async () => {
    const { items } = await okList('');
    const chula = items.find((s) => s.customerId === 'EDU-TH-0001');
    expect(chula).toEqual({
      customerId: 'EDU-TH-0001',
      company: { en: 'Chulalongkorn University', th: 'จุฬาลงกรณ์มหาวิทยาลัย' },
      city: 'Pathum Wan',
      cityTh: 'ปทุมวัน',
      state: 'Bangkok',
      creationDate: '2015-01-05T00:00:00.000Z',
    });
    expect(Object.keys(items[0]!).sort()).toEqual(['city', 'cityTh', 'company', 'creationDate', 'customerId', 'state']);
    // the Thai district from the Thai address book, for all but a town it does not list as a district
    expect(items.filter((s) => s.cityTh === null).length).toBeLessThanOrEqual(5);
  });

  it('lets browsers keep the list for the 30 s the app keeps its data fresh', async () => {
    const answer = await list('?limit=1');
    expect(answer.headers.get('cache-control')).toBe('private, max-age=30');
  });

  it('pages through the same order with limit and offset', async () => {
    const all = (await okList('')).items.map((s) => s.customerId);
    const first = await okList('?limit=10&offset=0');
    const second = await okList('?limit=10&offset=10');
    expect(first.items.map((s) => s.customerId)).toEqual(all.slice(0, 10));
    expect(second.items.map((s) => s.customerId)).toEqual(all.slice(10, 20));
    expect(second).toMatchObject({ total: all.length, limit: 10, offset: 10 });
  });

  it('answers an empty page past the end, with the total', async () => {
    const page = await okList(`?offset=${schoolsData.length}`);
    expect(page).toEqual({ items: [], total: schoolsData.length, limit: 100000, offset: schoolsData.length });
  });

  it('ignores query parameters it does not know', async () => {
    expect((await okList('?limit=2&_=1712345678')).items).toHaveLength(2);
  });
});

describe('the API key', () => {
  it('refuses a request without the key', async () => {
    const answer = await list('?limit=100000&offset=0', null);
    const error = expectError(answer, 401, 'INVALID_API_KEY');
    expect(error.message).toBe('คีย์ API ไม่ถูกต้อง');
    expect(answer.headers.get('cache-control')).not.toBe('private, max-age=30');
  });

  it('refuses a wrong key, in English when asked', async () => {
    const error = expectError(await list('', 'local-aaes-key', 'en'), 401, 'INVALID_API_KEY');
    expect(error.message).toBe('The API key is missing or wrong');
  });

  it('refuses a wrong key of the same length as the right one', async () => {
    expectError(await list('', SAME_LENGTH_WRONG_KEY), 401, 'INVALID_API_KEY');
  });

  it('refuses an empty key and a very long one', async () => {
    expectError(await list('', ''), 401, 'INVALID_API_KEY');
    expectError(await list('', KEY.repeat(200)), 401, 'INVALID_API_KEY');
  });

  it('checks the key before the query', async () => {
    expectError(await list('?limit=0', 'wrong'), 401, 'INVALID_API_KEY');
  });
});

describe('bad paging values', () => {
  it.each(['?limit=0', '?limit=100001', '?limit=abc', '?limit=1.5', '?limit=-1', '?limit=', '?offset=-1', '?offset=abc', '?offset=1e3', '?limit=99999999999'])(
    'answers 400 for %s',
    async (query) => {
      expectError(await list(query), 400, 'INVALID_INPUT');
    },
  );
});

describe('seeding the institutions', () => {
  it('adds what is missing on the next start and leaves existing rows as they are', async () => {
    // Kasetsart has no seeded education code referring to it, so its row may go
    await server.db.delete(schools).where(eq(schools.customerId, 'EDU-TH-0004'));
    await server.db.update(schools).set({ city: 'Khlong Luang' }).where(eq(schools.customerId, 'EDU-TH-0003'));
    await seedSchools(server.db);
    await seedSchools(server.db);
    const [{ n } = { n: 0 }] = await server.db.select({ n: count() }).from(schools);
    expect(n).toBe(schoolsData.length);
    const [restored] = await server.db.select().from(schools).where(eq(schools.customerId, 'EDU-TH-0004'));
    expect(restored?.companyEn).toBe('Kasetsart University');
    const [kept] = await server.db.select().from(schools).where(eq(schools.customerId, 'EDU-TH-0003'));
    expect(kept?.city).toBe('Khlong Luang');
  });
});
