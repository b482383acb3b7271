import { createMiddleware } from 'hono/factory';
import { verifyAccessToken } from '../authen/access-token.ts';
import { prepare, run, statement } from '../db/prepared.ts';
import type { Services } from '../services.ts';
import { apiKeyMatches } from './api-key.ts';
import { HttpError, say } from './errors.ts';

export type AuthEnv = { Variables: { customerId: number } };

export const unauthorized = () => new HttpError(401, 'UNAUTHORIZED', say('กรุณาเข้าสู่ระบบ', 'Please log in'));

/** The bearer token of the request, if any. */
export const bearerOf = (header: string | undefined) => /^Bearer ([A-Za-z0-9._-]{1,4096})$/.exec(header ?? '')?.[1] ?? null;

/**
 * The customer a request acts for: a valid access token of an active customer whose token family is not
 * revoked (logout and refresh-token reuse end every token of the family at once). Null otherwise.
 */
export async function authenticate({ db, config, now }: Services, header: string | undefined): Promise<number | null> {
  const token = bearerOf(header);
  const claims = token ? await verifyAccessToken(config, token, now()) : null;
  if (!claims) return null;
  await prepare(db, [activeSession]);
  const [row] = await run(db, activeSession, [claims.customerId, claims.familyId]);
  return row?.customer.id ?? null;
}

/** [customerId, familyId]: the customer, if active and the token family is not revoked. Every authenticated request runs it. */
const activeSession = statement<{ customer: { id: number } }>(
  'auth_active_session',
  `select c.id as "customer.id" from customers c
   where c.id = $1::int and c.status = 'active'
     and exists (select 1 from refresh_tokens t where t.customer_id = c.id and t.family_id = $2::uuid and t.revoked_at is null)`,
);

/** Lets a request through only for a logged-in customer; 401 'กรุณาเข้าสู่ระบบ' otherwise. */
export function requireCustomer(services: Services) {
  return createMiddleware<AuthEnv>(async (c, next) => {
    const customerId = await authenticate(services, c.req.header('authorization'));
    if (customerId === null) throw unauthorized();
    c.set('customerId', customerId);
    await next();
  });
}

export type OptionalAuthEnv = { Variables: { customerId: number | null } };

/** Guests and customers alike; a token that is sent must be valid (401 otherwise, so the app refreshes it). */
export function optionalCustomer(services: Services) {
  return createMiddleware<OptionalAuthEnv>(async (c, next) => {
    const header = c.req.header('authorization');
    const customerId = header ? await authenticate(services, header) : null;
    if (header && customerId === null) throw unauthorized();
    c.set('customerId', customerId);
    await next();
  });
}

/**
 * Staff calls (stock, prices, order status, payment review): the request must carry the configured admin API key in
 * `x-api-key` (none configured, none pass). It runs before the input is checked: without the key, nothing about the
 * request is answered but 403.
 */
export const requireStaff = ({ config }: Pick<Services, 'config'>) =>
  createMiddleware(async (c, next) => {
    const key = config.adminApiKey;
    if (!key || !apiKeyMatches(c.req.header('x-api-key'), key)) throw new HttpError(403, 'FORBIDDEN', say('ไม่มีสิทธิ์เข้าถึง', 'Not allowed'));
    await next();
  });
