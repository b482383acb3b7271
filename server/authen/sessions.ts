import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { AuthSession, CustomerSummary } from '../../contract/auth.ts';
import type { Tx } from '../db/client.ts';
import { customers, refreshTokens } from '../db/schema.ts';
import type { Services } from '../services.ts';
import { signAccessToken, verifyAccessToken } from './access-token.ts';

/** 32 random bytes, base64url: refresh tokens and emailed links. Only their SHA-256 is stored. */
export const randomToken = () => randomBytes(32).toString('base64url');
export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * A refresh token presented again this soon after its rotation is refused without ending the session:
 * two tabs that refresh at once must not log the shopper out. Later than this, reuse means the token
 * was copied, and the whole family is revoked.
 */
export const REUSE_GRACE_MS = 10_000;

export const summaryOf = (c: CustomerSummary): CustomerSummary => ({ id: c.id, email: c.email, firstName: c.firstName, lastName: c.lastName });

/** A new refresh token in the family (a new family on login) and its access token. */
export async function issueSession(
  tx: Tx,
  { config, now }: Pick<Services, 'config' | 'now'>,
  customer: CustomerSummary,
  familyId: string = randomUUID(),
): Promise<AuthSession> {
  const issuedAt = now();
  const refreshToken = randomToken();
  await tx.insert(refreshTokens).values({
    customerId: customer.id,
    familyId,
    tokenHash: sha256(refreshToken),
    createdAt: issuedAt,
    expiresAt: new Date(issuedAt.getTime() + config.refreshTokenDays * 86_400_000),
  });
  const accessToken = await signAccessToken(config, customer.id, familyId, issuedAt);
  return { accessToken, refreshToken, expiresIn: config.accessTokenSeconds, customer: summaryOf(customer) };
}

export async function revokeFamily(tx: Tx, familyId: string, at: Date) {
  await tx
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Ends every session of a customer, or every one but `keepFamilyId`. */
export async function revokeCustomerSessions(tx: Tx, customerId: number, at: Date, keepFamilyId?: string) {
  await tx
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(eq(refreshTokens.customerId, customerId), isNull(refreshTokens.revokedAt), keepFamilyId ? ne(refreshTokens.familyId, keepFamilyId) : undefined));
}

/**
 * Rotates a refresh token: marks it used and issues the next of its family. The row is locked, so of two
 * refreshes with one token only the first succeeds. Null means 401 (unknown, expired, revoked, reused,
 * not the access token's pair, or the customer is no longer active).
 */
export async function rotateSession(services: Pick<Services, 'db' | 'config' | 'now'>, accessToken: string, refreshToken: string): Promise<AuthSession | null> {
  const claims = await verifyAccessToken(services.config, accessToken, services.now(), { ignoreExpiry: true });
  if (!claims) return null;
  return services.db.transaction(async (tx) => {
    const at = services.now();
    const [row] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256(refreshToken)))
      .for('update');
    if (!row || row.revokedAt || row.customerId !== claims.customerId || row.familyId !== claims.familyId) return null;
    if (row.usedAt) {
      if (at.getTime() - row.usedAt.getTime() > REUSE_GRACE_MS) await revokeFamily(tx, row.familyId, at);
      return null;
    }
    if (row.expiresAt <= at) return null;
    const [customer] = await tx
      .select()
      .from(customers)
      .where(and(eq(customers.id, row.customerId), eq(customers.status, 'active')));
    if (!customer) return null;
    await tx.update(refreshTokens).set({ usedAt: at }).where(eq(refreshTokens.id, row.id));
    return issueSession(tx, services, customer, row.familyId);
  });
}
