import type { Locale } from '@contract/constants';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { localeParam } from '@/lib/locale';
import { buttonClass } from '@/ui/Button';
import * as css from './orders.css';

/** An order number that is not one of the customer's orders (or no order number at all): said plainly, with the way back. */
export function OrderNotFound({ locale, orderId }: { locale: Locale; orderId: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={css.page} aria-labelledby="order-not-found" data-testid="order-not-found">
      <h1 id="order-not-found" ref={heading} tabIndex={-1} className={css.heading}>
        <Trans>Order not found</Trans>
      </h1>
      <div className={css.empty}>
        <p className={css.muted}>
          <Trans>We could not find order {orderId} among your orders. Check the order number, or find the order in your list.</Trans>
        </p>
        <Link to="/{-$locale}/my-account/order" params={{ locale: localeParam(locale) }} className={buttonClass()}>
          <Trans>Back to my orders</Trans>
        </Link>
      </div>
    </section>
  );
}
