import type { Db } from '../db/client.ts';
import { schools } from '../db/schema.ts';
import { schoolsData } from './schools-data.ts';

/** Idempotent: inserts the institutions that are missing and leaves existing rows as they are. */
export async function seedSchools(db: Db): Promise<void> {
  await db
    .insert(schools)
    .values(
      schoolsData.map((s) => ({
        customerId: s.customerId,
        companyEn: s.company.en,
        companyTh: s.company.th,
        kind: s.kind,
        city: s.city,
        state: s.state,
        creationDate: new Date(`${s.creationDate}T00:00:00Z`),
      })),
    )
    .onConflictDoNothing({ target: schools.customerId });
}
