import type { Db } from '../db/client.ts';

/** Idempotent: leaves existing rows as they are. */
export async function seedContent(_db: Db): Promise<void> {}
