import type { Db } from '../db/client.ts';

/** Idempotent: leaves existing rows as they are. */
export async function seedSchools(_db: Db): Promise<void> {}
