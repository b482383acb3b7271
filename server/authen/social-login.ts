import { and, eq, isNull } from 'drizzle-orm';
import type { AuthSession, SocialInfo } from '../../contract/auth.ts';
import { customers } from '../db/schema.ts';
import type { Services } from '../services.ts';
import { invalidCredentials, notActivated } from './auth-errors.ts';
import { issueSession } from './sessions.ts';
import { type SocialIdentity, signSocialToken } from './social-token.ts';

export const socialColumn = (provider: SocialIdentity['provider']) => (provider === 'facebook' ? customers.facebookId : customers.appleSub);
export const socialLink = (identity: SocialIdentity) => (identity.provider === 'facebook' ? { facebookId: identity.subject } : { appleSub: identity.subject });

/**
 * A verified social identity logs in the customer linked to it; failing that, the active customer with
 * the email the provider vouches for (and links it). Otherwise the app gets `socialInfo` to finish a
 * registration at /register/social.
 */
export async function socialLogin(services: Services, identity: SocialIdentity): Promise<AuthSession | { socialInfo: SocialInfo }> {
  const { db, config, now } = services;
  const column = socialColumn(identity.provider);
  const [linked] = await db.select().from(customers).where(eq(column, identity.subject));
  if (linked) {
    if (linked.status === 'pending') throw notActivated();
    if (linked.status !== 'active') throw invalidCredentials();
    return issueSession(db, services, linked);
  }
  if (identity.email) {
    const [owner] = await db
      .update(customers)
      .set(socialLink(identity))
      .where(and(eq(customers.email, identity.email), eq(customers.status, 'active'), isNull(column)))
      .returning();
    if (owner) return issueSession(db, services, owner);
  }
  const { provider, email, firstName, lastName } = identity;
  const socialToken = await signSocialToken(config, 'social-register', identity, now());
  return { socialInfo: { provider, socialToken, email, firstName, lastName } };
}
