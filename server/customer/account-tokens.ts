import { and, eq, gt, isNull } from 'drizzle-orm';
import { randomToken, sha256 } from '../authen/sessions.ts';
import type { Db, Tx } from '../db/client.ts';
import { oneTimeTokens } from '../db/schema.ts';

export type LinkPurpose = 'activate' | 'reset-password';

/** How long an emailed link works. */
export const LINK_LIFETIME_MS: Record<LinkPurpose, number> = { activate: 48 * 3_600_000, 'reset-password': 3_600_000 };

/** A new single-use token for an emailed link; only its hash is stored. */
export async function createLinkToken(tx: Tx, customerId: number, purpose: LinkPurpose, now: Date): Promise<string> {
  const token = randomToken();
  await tx
    .insert(oneTimeTokens)
    .values({ tokenHash: sha256(token), customerId, purpose, createdAt: now, expiresAt: new Date(now.getTime() + LINK_LIFETIME_MS[purpose]) });
  return token;
}

/**
 * Uses a token up with one conditional update, so it works once even when clicked twice at the same
 * moment. The customer id, or null for an unknown, used, expired or other-purpose token.
 */
export async function consumeLinkToken(tx: Tx, token: string, purpose: LinkPurpose, now: Date): Promise<number | null> {
  const [row] = await tx
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(and(eq(oneTimeTokens.tokenHash, sha256(token)), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt), gt(oneTimeTokens.expiresAt, now)))
    .returning({ customerId: oneTimeTokens.customerId });
  return row?.customerId ?? null;
}

/** Whether a link would still work, without using it up: the page it opens can say at once that it will not. */
export async function linkTokenUsable(db: Db, token: string, purpose: LinkPurpose, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ customerId: oneTimeTokens.customerId })
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.tokenHash, sha256(token)), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt), gt(oneTimeTokens.expiresAt, now)))
    .limit(1);
  return row !== undefined;
}

/** Ends the other unused links of a purpose (a password reset makes older reset links useless). */
export async function expireLinkTokens(tx: Tx, customerId: number, purpose: LinkPurpose, now: Date) {
  await tx
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(and(eq(oneTimeTokens.customerId, customerId), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt)));
}
