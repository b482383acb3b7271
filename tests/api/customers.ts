import { randomUUID } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { signAccessToken } from '../../server/authen/access-token.ts';
import { customers, refreshTokens } from '../../server/db/schema.ts';
import type { TestServer } from './test-server.ts';

let serial = 0;

/**
 * An active customer written straight into the database, with a live token family and an access token,
 * for tests of what a logged-in customer may do (the login flow itself is tested over HTTP elsewhere).
 */
export async function createCustomer(server: TestServer, fields: { email?: string; password?: string; at?: Date } = {}) {
  serial += 1;
  const email = fields.email ?? `customer${serial}.${Date.now()}@example.com`;
  const password = fields.password ?? 'Secret#123';
  const [customer] = await server.db
    .insert(customers)
    .values({
      email,
      passwordHash: await hash(password, { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 }),
      firstName: 'สมชาย',
      lastName: 'ใจดี',
      phone: '0812345678',
      status: 'active',
      consentAt: new Date(),
      activatedAt: new Date(),
    })
    .returning();
  const familyId = randomUUID();
  await server.db.insert(refreshTokens).values({
    customerId: customer!.id,
    familyId,
    tokenHash: `test-${randomUUID()}`,
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  const accessToken = await signAccessToken(server.config, customer!.id, familyId, fields.at);
  /** headers with a token valid at `at`, for tests that move the server's clock */
  const authAt = async (at: Date) => ({ authorization: `Bearer ${await signAccessToken(server.config, customer!.id, familyId, at)}` });
  return { id: customer!.id, email, password, accessToken, auth: { authorization: `Bearer ${accessToken}` }, authAt };
}

/** A Bangkok shipping address of the address book's form (POST /customer/api/profile/addresses). */
export const SHIPPING_ADDRESS = {
  type: 'shipping',
  firstName: 'สมชาย',
  lastName: 'ใจดี',
  phone: '0812345678',
  address: '1 ซอยอารีย์ 1 ถนนพหลโยธิน',
  subdistrict: 'สามเสนใน',
  district: 'พญาไท',
  province: 'กรุงเทพมหานคร',
  postcode: '10400',
};
