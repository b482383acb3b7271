import type { EducationFamily } from '@contract/education-quota';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useAppActors } from '@/lib/app-actors';
import { educationQuotaQuery } from '@/lib/education-quota';
import { useHttp } from '@/lib/http-context';
import { localeOf } from '@/lib/locale';
import * as css from './education-quota-note.css';

/**
 * How many of each family a logged-in customer may still buy at education prices this year, with Apple's rule; with
 * `bag` (units at education prices in the bag, by family), a bag over what is left says so before checkout refuses it.
 * A guest sees nothing (the quota is the customer's).
 */
export function EducationQuotaNote({ families, bag = {} }: { families: readonly EducationFamily[]; bag?: Partial<Record<EducationFamily, number>> }) {
  const http = useHttp();
  const locale = localeOf(useParams({ strict: false }).locale);
  const owner = useSelector(useAppActors().session, (s) => (s.matches('loggedIn') ? (s.context.customer?.email ?? '') : null));
  const { data } = useQuery({ ...educationQuotaQuery(http, locale, owner ?? ''), enabled: owner !== null && families.length > 0 });
  if (owner === null || !data) return null;
  const shown = data.families.filter((f) => families.includes(f.family));
  if (shown.length === 0) return null;
  const { year } = data;
  return (
    <div className={css.note} data-testid="education-quota">
      {shown.map(({ family, name, limit, used, remaining, rule }) => {
        const inBag = bag[family] ?? 0;
        const over = inBag - remaining;
        return (
          <p key={family} className={css.family} data-family={family}>
            <strong className={remaining === 0 ? css.spent : undefined}>
              {remaining === 0 ? (
                <Trans>
                  {name} at education prices: you have bought all {limit} for {year}; more are at the regular price.
                </Trans>
              ) : (
                <Trans>
                  {name} at education prices: {remaining} of {limit} left for {year}.
                </Trans>
              )}
            </strong>{' '}
            <span className={css.rule}>{rule}</span>
            {over > 0 && (
              <span className={css.over} data-testid="education-quota-over">
                <Trans>
                  {name} at education prices in your bag: {inBag}; bought this year: {used}. Remove {over} from the bag, or remove the education code to buy at
                  the regular price.
                </Trans>
              </span>
            )}
          </p>
        );
      })}
    </div>
  );
}
