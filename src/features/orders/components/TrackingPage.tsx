import type { Locale } from '@contract/constants';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { localeParam } from '@/lib/locale';
import { useLoggedIn } from '../hooks/order-owner';
import type { Tracked } from './TrackingResult';
import { TrackingForm } from './TrackingForm';
import { TrackingResult } from './TrackingResult';
import * as css from './tracking.css';

/** /order-tracking/{id?}: anyone finds an order by its number and the email or phone it was placed with. */
export function TrackingPage({ locale, orderId }: { locale: Locale; orderId: string | undefined }) {
  const [tracked, setTracked] = useState<Tracked | null>(null);
  const loggedIn = useLoggedIn();
  return (
    <section className={css.page} aria-labelledby="tracking-title" data-testid="tracking-page">
      <div className={css.intro}>
        <h1 id="tracking-title" className={css.title}>
          <Trans>Track your order</Trans>
        </h1>
        <p className={css.lead}>
          <Trans>Enter your order number and the email or phone number you ordered with to see where your order is.</Trans>
        </p>
      </div>
      <div className={css.panel}>
        <TrackingForm key={orderId ?? ''} orderId={orderId} onTracked={setTracked} />
      </div>
      {tracked && <TrackingResult tracked={tracked} locale={locale} />}
      {loggedIn && (
        <p className={css.lead}>
          <Trans>
            See all your orders in{' '}
            <Link to="/{-$locale}/my-account/order" params={{ locale: localeParam(locale) }}>
              My orders
            </Link>
            .
          </Trans>
        </p>
      )}
    </section>
  );
}
