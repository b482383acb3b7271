import type { EducationFamily } from '@contract/education-quota';
import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { educationQuotaQuery } from '@/lib/education-quota';
import { useHttp } from '@/lib/http-context';
import { localeOf } from '@/lib/locale';
import * as css from './education-quota-note.css';

export type QuotaProps = { families: readonly EducationFamily[]; bag?: Partial<Record<EducationFamily, number>>; offer?: ReactNode };

/** The logged-in customer's quota, loaded by `EducationQuotaNote`. */
export function EducationQuota({ families, bag = {}, owner, offer = null }: QuotaProps & { owner: string }) {
  const http = useHttp();
  const locale = localeOf(useParams({ strict: false }).locale);
  const { data } = useQuery(educationQuotaQuery(http, locale, owner));
  if (!data) return offer;
  const shown = data.families.filter((f) => families.includes(f.family));
  if (shown.length === 0) return offer;
  const { year } = data;
  // the year's education purchases are used up: an education price would not be theirs
  const spent = shown.every((f) => f.remaining === 0);
  return (
    <>
      {!spent && offer}
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
                    {name} at education prices in your bag: {inBag}; bought this year: {used}. Remove {over} from the bag, or remove the education code to buy
                    at the regular price.
                  </Trans>
                </span>
              )}
            </p>
          );
        })}
      </div>
    </>
  );
}
