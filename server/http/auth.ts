import { and, eq, isNull } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { verifyAccessToken } from '../authen/access-token.ts';
import { customers, refreshTokens } from '../db/schema.ts';
import type { Services } from '../services.ts';
import { HttpError } from './errors.ts';
import { langOf, pick } from './lang.ts';

export type AuthEnv = { Variables: { customerId: number } };

export const unauthorized = (lang: 'th' | 'en') => new HttpError(401, 'UNAUTHORIZED', pick(lang, 'กรุณาเข้าสู่ระบบ', 'Please log in'));

/** The bearer token of the request, if any. */
export const bearerOf = (header: string | undefined) => /^Bearer ([A-Za-z0-9._-]{1,4096})$/.exec(header ?? '')?.[1] ?? null;

/**
 * Lets a request through only with a valid access token of an active customer whose token family is
 * not revoked (logout and refresh-token reuse end every token of the family at once).
 */
export function requireCustomer({ db, config, now }: Services) {
  return createMiddleware<AuthEnv>(async (c, next) => {
    const lang = langOf(c);
    const token = bearerOf(c.req.header('authorization'));
    const claims = token ? await verifyAccessToken(config, token, now()) : null;
    if (!claims) throw unauthorized(lang);
    const [row] = await db
      .select({ id: customers.id })
      .from(customers)
      .innerJoin(refreshTokens, and(eq(refreshTokens.customerId, customers.id), eq(refreshTokens.familyId, claims.familyId), isNull(refreshTokens.revokedAt)))
      .where(and(eq(customers.id, claims.customerId), eq(customers.status, 'active')))
      .limit(1);
    if (!row) throw unauthorized(lang);
    c.set('customerId', row.id);
    await next();
  });
}
