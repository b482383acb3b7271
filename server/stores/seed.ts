import type { Db } from '../db/client.ts';
import { branches } from '../db/schema.ts';
import { branchesData, mapUrlOf } from './branches-data.ts';

/** Idempotent: inserts the branches that are missing and leaves existing rows as they are. */
export async function seedBranches(db: Db): Promise<void> {
  await db
    .insert(branches)
    .values(branchesData.map((branch, sortOrder) => ({ ...branch, mapUrl: mapUrlOf(branch), sortOrder })))
    .onConflictDoNothing({ target: branches.slug });
}
