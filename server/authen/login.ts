import { eq } from 'drizzle-orm';
import type { AuthSession } from '../../contract/auth.ts';
import { customers } from '../db/schema.ts';
import type { Services } from '../services.ts';
import { invalidCredentials, notActivated } from './auth-errors.ts';
import { verifyPassword } from './password.ts';
import { issueSession } from './sessions.ts';

/**
 * Email and password. Exactly one argon2 verification runs whatever the email, and an unknown email, a
 * wrong password and a closed account get the same 401; only the right password learns of a pending account.
 */
export async function passwordLogin(services: Services, email: string, password: string): Promise<AuthSession> {
  const [customer] = await services.db.select().from(customers).where(eq(customers.email, email));
  const ok = await verifyPassword(customer?.passwordHash, password);
  if (!ok || !customer || customer.status === 'cancelled') throw invalidCredentials();
  if (customer.status === 'pending') throw notActivated();
  return issueSession(services.db, services, customer);
}
