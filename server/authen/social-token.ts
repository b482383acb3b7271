import { jwtVerify, SignJWT } from 'jose';
import * as v from 'valibot';
import { SocialProvider } from '../../contract/auth.ts';
import type { ServerConfig } from '../config.ts';

/** Who a social provider says the shopper is; `email` only when the provider vouches for it. */
export interface SocialIdentity {
  provider: SocialProvider;
  subject: string;
  email: string | null;
  firstName: string;
  lastName: string;
}

const ISSUER = 'storefront';
/** what a token is for: finishing a registration, or standing in for a provider's token in the sandbox */
export type SocialTokenUse = 'social-register' | 'social-sandbox';
export const SOCIAL_TOKEN_SECONDS = 15 * 60;

const Claims = v.object({
  sub: v.pipe(v.string(), v.nonEmpty()),
  provider: SocialProvider,
  email: v.nullable(v.string()),
  given_name: v.string(),
  family_name: v.string(),
});

/** A short-lived token we sign holding a social identity. */
export async function signSocialToken(config: Pick<ServerConfig, 'jwtSecret'>, use: SocialTokenUse, identity: SocialIdentity, now: Date) {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ provider: identity.provider, email: identity.email, given_name: identity.firstName, family_name: identity.lastName })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(identity.subject)
    .setIssuer(ISSUER)
    .setAudience(`storefront-${use}`)
    .setIssuedAt(iat)
    .setExpirationTime(iat + SOCIAL_TOKEN_SECONDS)
    .sign(config.jwtSecret);
}

/** The identity in a valid, unexpired token of that use (and provider, when given), or null. */
export async function verifySocialToken(
  config: Pick<ServerConfig, 'jwtSecret'>,
  use: SocialTokenUse,
  token: string,
  now: Date,
  provider?: SocialProvider,
): Promise<SocialIdentity | null> {
  try {
    const { payload } = await jwtVerify(token, config.jwtSecret, { issuer: ISSUER, audience: `storefront-${use}`, algorithms: ['HS256'], currentDate: now });
    const claims = v.parse(Claims, payload);
    if (provider && claims.provider !== provider) return null;
    return { provider: claims.provider, subject: claims.sub, email: claims.email, firstName: claims.given_name, lastName: claims.family_name };
  } catch {
    return null;
  }
}
