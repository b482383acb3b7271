import { createRemoteJWKSet, errors, jwtVerify } from 'jose';
import * as v from 'valibot';
import type { ServerConfig } from '../config.ts';
import { providerEmail } from './facebook.ts';
import { ProviderUnavailableError } from './provider-unavailable.ts';
import type { SocialIdentity } from './social-token.ts';

type AppleConfig = ServerConfig['apple'];
const keySets = new WeakMap<AppleConfig, ReturnType<typeof createRemoteJWKSet>>();
/**
 * One key set per configuration: jose caches it and refetches it when a token names a key it has not seen (Apple
 * rotates keys). A server started on a new configuration starts with an empty cache.
 */
const keySetOf = (apple: AppleConfig) => keySets.get(apple) ?? keySets.set(apple, createRemoteJWKSet(new URL(apple.jwksUrl))).get(apple)!;

const Claims = v.object({
  sub: v.pipe(v.string(), v.nonEmpty(), v.maxLength(255)),
  email: v.optional(v.string()),
  // Apple sends "true" as a string in some flows and as a boolean in others
  email_verified: v.optional(v.union([v.boolean(), v.string()])),
});

/** Not the token's fault: no answer, a time-out, or a key set that is not one (jose's generic error is a non-200). */
const unavailable = (error: unknown) =>
  !(error instanceof errors.JOSEError) || error instanceof errors.JWKSTimeout || error instanceof errors.JWKSInvalid || error.code === 'ERR_JOSE_GENERIC';

/**
 * Who an Apple id_token names, checked against Apple's published keys, issuer and our client id; null
 * for a token that fails any check. The email counts only with email_verified.
 */
export async function verifyAppleIdToken(
  config: Pick<ServerConfig, 'apple'>,
  idToken: string,
  now: Date,
): Promise<Omit<SocialIdentity, 'firstName' | 'lastName'> | null> {
  const { jwksUrl, issuer, clientId } = config.apple;
  if (!clientId) throw new ProviderUnavailableError('Sign in with Apple is not configured (APPLE_CLIENT_ID)');
  let payload: unknown;
  try {
    ({ payload } = await jwtVerify(idToken, keySetOf(config.apple), { issuer, audience: clientId, algorithms: ['RS256', 'ES256'], currentDate: now }));
  } catch (error) {
    if (unavailable(error)) throw new ProviderUnavailableError(`Apple keys at ${jwksUrl}: ${(error as Error).message}`);
    return null;
  }
  const claims = v.safeParse(Claims, payload);
  if (!claims.success) return null;
  const { sub, email, email_verified } = claims.output;
  const verified = email_verified === true || email_verified === 'true';
  return { provider: 'apple', subject: sub, email: verified ? providerEmail(email) : null };
}
