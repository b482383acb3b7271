import type { EducationFamily } from '@contract/education-quota';
import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import { useAppActors } from '@/lib/app-actors';
import type { QuotaProps } from './EducationQuota';

/** Units at education prices in a bag by quota family: one per line the education price applies to. */
export function bagEducationUnits(bag: { items: readonly { educationFlag: boolean; educationFamily?: EducationFamily | null }[] }) {
  const units: Partial<Record<EducationFamily, number>> = {};
  for (const item of bag.items) if (item.educationFlag && item.educationFamily) units[item.educationFamily] = (units[item.educationFamily] ?? 0) + 1;
  return units;
}

const EducationQuota = lazy(() => import('./EducationQuota').then((m) => ({ default: m.EducationQuota })));

/**
 * How many of each family a logged-in customer may still buy at education prices this year, with Apple's rule; with
 * `bag` (units at education prices in the bag, by family), a bag over what is left says so before checkout refuses it.
 * A guest sees nothing (the quota is the customer's), and downloads none of it. `offer` (a product page's education
 * price) shows unless the customer has used up the year's quota.
 */
export function EducationQuotaNote({ families, bag, offer = null }: QuotaProps) {
  const owner = useSelector(useAppActors().session, (s) => (s.matches('loggedIn') ? (s.context.customer?.email ?? '') : null));
  if (owner === null || families.length === 0) return offer;
  return (
    <Suspense fallback={offer}>
      <EducationQuota families={families} bag={bag} owner={owner} offer={offer} />
    </Suspense>
  );
}
