import { asc, count, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import { SCHOOL_API_KEY_HEADER, SchoolListQuery, type SchoolList } from '../../contract/schools.ts';
import { schools } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { langOf, pick } from '../http/lang.ts';
import { parse } from '../http/validate.ts';
import type { Services } from '../services.ts';
import { apiKeyMatches } from '../http/api-key.ts';

const ApiKeyHeader = v.optional(v.string());

export function schoolRoutes({ db, config }: Services) {
  return new Hono().get('/cms/school/list', async (c) => {
    const key = parse(ApiKeyHeader, c.req.header(SCHOOL_API_KEY_HEADER));
    if (!apiKeyMatches(key, config.aaesApiKey)) {
      throw new HttpError(401, 'INVALID_API_KEY', pick(langOf(c), 'คีย์ API ไม่ถูกต้อง', 'The API key is missing or wrong'));
    }
    const { limit, offset } = parse(SchoolListQuery, c.req.query());

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
    const data: SchoolList = {
      items: rows.map((s) => ({
        customerId: s.customerId,
        company: { en: s.companyEn, th: s.companyTh },
        city: s.city,
        state: s.state,
        creationDate: s.creationDate.toISOString(),
      })),
      total: totals?.n ?? 0,
      limit,
      offset,
    };
    c.header('cache-control', 'private, max-age=300');
    return c.json({ data });
  });
}
