import { hash, verify } from '@node-rs/argon2';

/** Argon2id (algorithm 2) with the OWASP minimum: 19 MiB, 2 passes, 1 lane. */
const ARGON2 = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, ARGON2);

let dummy: Promise<string> | undefined;
const dummyHash = () => (dummy ??= hashPassword('dummy password, never matches'));

/** Computes the dummy hash before the first login needs it, so that login is not slower than the rest. */
export const preparePasswordCheck = () => void dummyHash();

/**
 * Checks a password against a stored hash. Without a hash (unknown email, social-only account) it
 * verifies against a dummy hash all the same, so the answer takes as long either way.
 */
export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  const target = stored ?? (await dummyHash());
  try {
    const ok = await verify(target, password);
    return ok && Boolean(stored);
  } catch {
    return false;
  }
}
