import { jwtVerify, SignJWT } from 'jose';
import type { ServerConfig } from '../config.ts';

const ISSUER = 'storefront';
const AUDIENCE = 'storefront-api';

/** A short-lived access token naming the customer (subject) and the refresh family it came from. */
export async function signAccessToken(config: Pick<ServerConfig, 'jwtSecret' | 'accessTokenSeconds'>, customerId: number, familyId: string, now = new Date()) {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ fam: familyId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(customerId))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + config.accessTokenSeconds)
    .sign(config.jwtSecret);
}

/** a token family is a uuid; customer ids are PostgreSQL integers */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The customer id of a valid, unexpired access token, or null. `ignoreExpiry` accepts an expired token
 * that we signed (a refresh proves the pair belongs together, not that the access token is fresh).
 */
export async function verifyAccessToken(
  config: Pick<ServerConfig, 'jwtSecret'>,
  token: string,
  now = new Date(),
  { ignoreExpiry = false } = {},
): Promise<{ customerId: number; familyId: string } | null> {
  try {
    const { payload } = await jwtVerify(token, config.jwtSecret, {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
      // jose checks `exp` against this date and nothing else (no `nbf`, no maximum age is set)
      currentDate: ignoreExpiry ? new Date(0) : now,
    });
    const customerId = Number(payload.sub);
    if (!Number.isSafeInteger(customerId) || customerId <= 0 || customerId > 2 ** 31 - 1) return null;
    if (typeof payload.fam !== 'string' || !UUID.test(payload.fam)) return null;
    return { customerId, familyId: payload.fam };
  } catch {
    return null;
  }
}
