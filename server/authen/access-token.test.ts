import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signAccessToken, verifyAccessToken } from './access-token.ts';

const config = { jwtSecret: new TextEncoder().encode('a test secret of thirty-two bytes'), accessTokenSeconds: 900 };
const now = new Date('2026-11-21T12:00:00Z');

describe('verifyAccessToken', () => {
  it('answers the customer and token family of a token it signed', async () => {
    const familyId = randomUUID();
    const token = await signAccessToken(config, 42, familyId, now);
    expect(await verifyAccessToken(config, token, now)).toEqual({ customerId: 42, familyId });
  });

  it('refuses an expired token unless expiry is ignored', async () => {
    const token = await signAccessToken(config, 42, randomUUID(), now);
    const later = new Date(now.getTime() + 901_000);
    expect(await verifyAccessToken(config, token, later)).toBeNull();
    expect(await verifyAccessToken(config, token, later, { ignoreExpiry: true })).not.toBeNull();
  });

  it.each([
    ['a family that is not a uuid', 42, "x'; drop table customers; --"],
    ['a customer id beyond PostgreSQL integers', 2 ** 31, randomUUID()],
    ['a customer id of 0', 0, randomUUID()],
  ])('refuses a correctly signed token with %s (the database is never asked)', async (_case, customerId, familyId) => {
    const token = await signAccessToken(config, customerId, familyId, now);
    expect(await verifyAccessToken(config, token, now)).toBeNull();
  });

  it('refuses a token signed with another secret', async () => {
    const token = await signAccessToken({ ...config, jwtSecret: new TextEncoder().encode('another secret, also long enough!') }, 42, randomUUID(), now);
    expect(await verifyAccessToken(config, token, now)).toBeNull();
  });
});
