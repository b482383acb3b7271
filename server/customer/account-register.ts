import { eq } from 'drizzle-orm';
import type * as v from 'valibot';
import type { RegisterBody, RegisterResult } from '../../contract/account.ts';
import { hashPassword } from '../authen/password.ts';
import { issueSession } from '../authen/sessions.ts';
import { socialColumn, socialLink } from '../authen/social-login.ts';
import { verifySocialToken } from '../authen/social-token.ts';
import { customers } from '../db/schema.ts';
import { HttpError, say } from '../http/errors.ts';
import type { Services } from '../services.ts';
import { type MailContext, notifyAddressTaken, sendActivationLink } from './account-mail.ts';

type Registration = v.InferOutput<typeof RegisterBody>;
type Result = v.InferOutput<typeof RegisterResult>;

const profileOf = (body: Registration, ctx: MailContext, at: Date) => ({
  email: body.email,
  firstName: body.firstName,
  lastName: body.lastName,
  phone: body.phone,
  nationalId: body.nationalId,
  subscriptionFlag: body.subscriptionFlag,
  locale: ctx.lang,
  consentAt: at,
});

/**
 * A new account waits for its activation link. A taken address answers the same and its owner hears of
 * it by mail, so nobody learns from the answer (or its timing: the password is hashed either way)
 * whether an address has an account. The account and its mail (into the outbox) are written in one
 * transaction before the answer, so a crash after it loses neither.
 */
export async function register(services: Services, ctx: MailContext, body: Registration): Promise<Result> {
  if (body.socialToken) return registerSocial(services, ctx, body, body.socialToken);
  const { db, now } = services;
  const passwordHash = await hashPassword(body.password!);
  await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(customers)
      .values({ ...profileOf(body, ctx, now()), passwordHash, status: 'pending' })
      .onConflictDoNothing({ target: customers.email })
      .returning();
    await (created ? sendActivationLink(services, ctx, created, tx) : notifyAddressTaken(services, ctx, body.email, tx));
  });
  return { email: body.email };
}

/**
 * Finishes a social login without an account (`socialInfo`). With the email the provider vouches for,
 * the account is active and linked at once and the shopper is logged in; a pending account with that
 * address is taken over (its unverified password dropped), an active one linked. With another email
 * the linked account waits for its activation link like any other.
 */
async function registerSocial(services: Services, ctx: MailContext, body: Registration, socialToken: string): Promise<Result> {
  const { db, config, now } = services;
  const identity = await verifySocialToken(config, 'social-register', socialToken, now());
  if (!identity)
    throw new HttpError(
      400,
      'INVALID_SOCIAL_TOKEN',
      say('การเข้าสู่ระบบด้วยบัญชีโซเชียลหมดเวลาแล้ว กรุณาเข้าสู่ระบบใหม่อีกครั้ง', 'Your social login has timed out, please log in with it again'),
    );
  const passwordHash = body.password ? await hashPassword(body.password) : null;
  const link = socialLink(identity);
  const at = now();

  if (identity.email !== body.email) {
    await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(customers)
        .values({ ...profileOf(body, ctx, at), ...link, passwordHash, status: 'pending' })
        .onConflictDoNothing()
        .returning();
      await (created ? sendActivationLink(services, ctx, created, tx) : notifyAddressTaken(services, ctx, body.email, tx));
    });
    return { email: body.email };
  }

  const outcome = await db.transaction(async (tx) => {
    const [linked] = await tx
      .select()
      .from(customers)
      .where(eq(socialColumn(identity.provider), identity.subject))
      .for('update');
    if (linked) return linked.status === 'active' ? { ...(await issueSession(tx, services, linked)), email: linked.email } : null;
    const [owner] = await tx.select().from(customers).where(eq(customers.email, body.email)).for('update');
    if (owner?.status === 'active' && !owner[identity.provider === 'facebook' ? 'facebookId' : 'appleSub']) {
      const [updated] = await tx.update(customers).set(link).where(eq(customers.id, owner.id)).returning();
      return { ...(await issueSession(tx, services, updated!)), email: owner.email };
    }
    if (owner && owner.status !== 'pending') return null;
    const values = { ...profileOf(body, ctx, at), ...link, passwordHash, status: 'active' as const, activatedAt: at };
    const [account] = owner
      ? await tx.update(customers).set(values).where(eq(customers.id, owner.id)).returning()
      : await tx.insert(customers).values(values).returning();
    return { ...(await issueSession(tx, services, account!)), email: account!.email };
  });
  if (outcome) return outcome;
  await db.transaction((tx) => notifyAddressTaken(services, ctx, body.email, tx));
  return { email: body.email };
}
