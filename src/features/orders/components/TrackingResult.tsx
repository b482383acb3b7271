import type { Locale } from '@contract/constants';
import type { TrackingData } from '@contract/order';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import type * as v from 'valibot';
import { formatMoment } from '@/lib/date-format';
import * as css from './orders.css';
import { StatusBadge } from './StatusBadge';
import { StatusTimeline } from './StatusTimeline';
import * as tracking from './tracking.css';

export type Tracked = v.InferOutput<typeof TrackingData>;

/** The order found: its status now, when it was placed, how many items, and every status it has had with its time. */
export function TrackingResult({ tracked, locale }: { tracked: Tracked; locale: Locale }) {
  const { t } = useLingui();
  const heading = useRef<HTMLHeadingElement>(null);
  const { orderId, totalQuantity } = tracked;
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={tracking.panel} aria-labelledby="tracked-order" data-testid="tracking-result">
      <div className={css.head}>
        <h2 id="tracked-order" ref={heading} tabIndex={-1} className={tracking.resultTitle}>
          <Trans>Order {orderId}</Trans>
        </h2>
        <StatusBadge status={tracked.status} />
      </div>
      <dl className={css.facts}>
        <dt className={css.factLabel}>
          <Trans>Ordered on</Trans>
        </dt>
        <dd className={css.factValue}>
          <time dateTime={tracked.createdAt}>{formatMoment(tracked.createdAt, locale)}</time>
        </dd>
        <dt className={css.factLabel}>
          <Trans>Quantity</Trans>
        </dt>
        <dd className={css.factValue} data-testid="tracked-quantity">
          <Plural value={totalQuantity} one="# item" other="# items" />
        </dd>
      </dl>
      <StatusTimeline history={tracked.statusHistory} locale={locale} label={t`Status history of order ${orderId}`} />
    </section>
  );
}
