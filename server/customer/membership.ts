import { verify } from '@node-rs/argon2';
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { addresses, customers, oneTimeTokens, refreshTokens, wishlistItems } from '../db/schema.ts';
import { unauthorized } from '../http/auth.ts';
import { HttpError, say } from '../http/errors.ts';
import type { Services } from '../services.ts';

/**
 * Locks the customer's row for the rest of the transaction, so that writes to one customer's addresses
 * and wishlist apply one after another (and never after a cancellation). A customer who is no longer
 * active is logged out.
 */
export async function lockActiveCustomer(tx: Tx, customerId: number) {
  const [row] = await tx
    .select()
    .from(customers)
    .where(and(eq(customers.id, customerId), eq(customers.status, 'active')))
    .for('update');
  if (!row) throw unauthorized();
  return row;
}

/** The email a cancelled account keeps, so the real address is free for a new registration. */
const cancelledEmail = (customerId: number) => `cancelled+${customerId}@invalid`;

/**
 * Ends a membership: the row stays (orders refer to it) with its name, but the email is freed, the
 * password, phone, national ID and social links are erased, every token family is revoked and the
 * addresses, wishlist and pending email links are deleted.
 */
export async function cancelMembership({ db, now }: Services, customerId: number, password: string | undefined) {
  const [account] = await db.select({ passwordHash: customers.passwordHash }).from(customers).where(eq(customers.id, customerId));
  if (account?.passwordHash) {
    if (!password) throw new HttpError(400, 'PASSWORD_REQUIRED', say('กรุณากรอกรหัสผ่านเพื่อยืนยัน', 'Please enter your password to confirm'));
    if (!(await verify(account.passwordHash, password))) throw new HttpError(400, 'WRONG_PASSWORD', say('รหัสผ่านไม่ถูกต้อง', 'The password is not correct'));
  }
  const cancelledAt = now();
  await db.transaction(async (tx) => {
    await lockActiveCustomer(tx, customerId);
    await tx
      .update(customers)
      .set({
        status: 'cancelled',
        cancelledAt,
        email: cancelledEmail(customerId),
        passwordHash: null,
        phone: null,
        nationalId: null,
        facebookId: null,
        appleSub: null,
        subscriptionFlag: false,
      })
      .where(eq(customers.id, customerId));
    await tx
      .update(refreshTokens)
      .set({ revokedAt: cancelledAt })
      .where(and(eq(refreshTokens.customerId, customerId), isNull(refreshTokens.revokedAt)));
    await tx.delete(oneTimeTokens).where(eq(oneTimeTokens.customerId, customerId));
    await tx.delete(addresses).where(eq(addresses.customerId, customerId));
    await tx.delete(wishlistItems).where(eq(wishlistItems.customerId, customerId));
  });
  return { status: 'cancelled' as const, cancelledAt: cancelledAt.toISOString() };
}
