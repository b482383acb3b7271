import { asc, count, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { DATA_REFETCH_MS } from '../../contract/constants.ts';
import { createMiddleware } from 'hono/factory';
import { SCHOOL_API_KEY_HEADER, SchoolListQuery, type SchoolList } from '../../contract/schools.ts';
import { schools } from '../db/schema.ts';
import { apiKeyMatches } from '../http/api-key.ts';
import { HttpError, say } from '../http/errors.ts';
import { valid } from '../http/validate.ts';
import type { Services } from '../services.ts';
import { thaiDistrictNames } from './district-names.ts';

/** The key comes first: a caller without it learns nothing from the query's refusals. */
const requireApiKey = (expected: string) =>
  createMiddleware(async (c, next) => {
    if (!apiKeyMatches(c.req.header(SCHOOL_API_KEY_HEADER), expected))
      throw new HttpError(401, 'INVALID_API_KEY', say('คีย์ API ไม่ถูกต้อง', 'The API key is missing or wrong'));
    await next();
  });

export function schoolRoutes({ db, config }: Services) {
  return new Hono().get('/cms/school/list', requireApiKey(config.aaesApiKey), valid.query(SchoolListQuery), async (c) => {
    const { limit, offset } = c.req.valid('query');

    const [rows, [totals]] = await Promise.all([
      db
        .select()
        .from(schools)
        // byte order, so a PostgreSQL server and the embedded one sort alike
        .orderBy(sql`${schools.companyEn} collate "C"`, asc(schools.customerId))
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(schools),
    ]);
    const districtsTh = await thaiDistrictNames(rows);
    const data: SchoolList = {
      items: rows.map((s) => ({
        customerId: s.customerId,
        company: { en: s.companyEn, th: s.companyTh },
        city: s.city,
        cityTh: districtsTh.get(`${s.state}|${s.city}`) ?? null,
        state: s.state,
        creationDate: s.creationDate.toISOString(),
      })),
      total: totals?.n ?? 0,
      limit,
      offset,
    };
    // no longer than the app's data keeps fresh (spec section 9): its refetch after 30 s must reach the server
    c.header('cache-control', `private, max-age=${DATA_REFETCH_MS / 1000}`);
    return c.json({ data });
  });
}
