import type { Locale } from '@contract/constants';
import { OrderId } from '@contract/ids';
import type { OrderData } from '@contract/order';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import { formatMoment } from '@/lib/date-format';
import { EDUCATION_QUOTA_KEY } from '@/lib/education-quota';
import { ApiError } from '@/lib/http';
import { useHttp } from '@/lib/http-context';
import { localeParam } from '@/lib/locale';
import { orderQuery, ordersKey } from '../api/orders-api';
import { useOrderOwner } from '../hooks/order-owner';
import { creditNoteOf, receiptOf, slipInReview } from '../order-texts';
import { CreditNote } from './CreditNote';
import { OrderActions } from './OrderActions';
import { OrderAddresses } from './OrderAddresses';
import { OrderLines } from './OrderLines';
import { OrderNotFound } from './OrderNotFound';
import { OrderPayments } from './OrderPayments';
import { OrderProblem } from './OrderProblem';
import { OrderTotals } from './OrderTotals';
import * as css from './orders.css';
import { Receipt } from './Receipt';
import * as print from './receipt.css';
import { StatusBadge } from './StatusBadge';
import { StatusTimeline } from './StatusTimeline';

/** /my-account/order/{id}: one of the customer's orders; any other number (or none that could be one) is not found. */
export function OrderDetailPage({ locale, orderId }: { locale: Locale; orderId: string }) {
  const valid = v.is(OrderId, orderId);
  const owner = useOrderOwner();
  const http = useHttp();
  const order = useQuery({ ...orderQuery(http, owner, orderId, locale), enabled: valid });
  const gone = !valid || (order.error instanceof ApiError && (order.error.status === 404 || order.error.status === 400));
  if (gone) return <OrderNotFound locale={locale} orderId={orderId} />;
  if (order.isPending || order.isError)
    return (
      <OrderFrame locale={locale} orderId={orderId}>
        {order.isError ? (
          <OrderProblem error={order.error} retry={() => void order.refetch()} />
        ) : (
          <p className={css.muted} role="status">
            <Trans>Loading the order…</Trans>
          </p>
        )}
      </OrderFrame>
    );
  return <OrderView order={order.data} locale={locale} owner={owner} />;
}

/** The page of an order not read yet, or not readable now: its heading, and the way back to the list. */
function OrderFrame({ locale, orderId, children }: { locale: Locale; orderId: string; children: ReactNode }) {
  return (
    <article className={css.page} aria-labelledby="order-title" data-testid="order-frame">
      <Link to="/{-$locale}/my-account/order" params={{ locale: localeParam(locale) }} className={css.back}>
        <Trans>‹ My orders</Trans>
      </Link>
      <h1 id="order-title" className={css.heading}>
        <Trans>Order {orderId}</Trans>
      </h1>
      {children}
    </article>
  );
}

function OrderView({ order, locale, owner }: { order: OrderData; locale: Locale; owner: string }) {
  const { t } = useLingui();
  const http = useHttp();
  const queryClient = useQueryClient();
  const heading = useRef<HTMLHeadingElement>(null);
  const [cancelled, setCancelled] = useState(false);
  const { orderId } = order;
  const orderedAt = formatMoment(order.createdAt, locale);
  const onCancelled = (answer: OrderData) => {
    queryClient.setQueryData(orderQuery(http, owner, orderId, locale).queryKey, answer);
    // the list, the dashboard's latest orders and the order in the other language
    void queryClient.invalidateQueries({ queryKey: ordersKey(owner) });
    // a cancelled order gives its education purchases back
    void queryClient.invalidateQueries({ queryKey: EDUCATION_QUOTA_KEY });
    setCancelled(true);
  };
  // once the page shows the order cancelled, its Cancel button and dialog have gone: the heading takes the focus
  const showsCancelled = cancelled && order.status === 'cancelled';
  const receipt = receiptOf(order);
  const creditNote = creditNoteOf(order);
  useEffect(() => {
    if (showsCancelled) heading.current?.focus();
  }, [showsCancelled]);
  return (
    <>
      <article className={[css.page, print.screenOnly].join(' ')} aria-labelledby="order-title" data-testid="order-page">
        <Link to="/{-$locale}/my-account/order" params={{ locale: localeParam(locale) }} className={css.back}>
          <Trans>‹ My orders</Trans>
        </Link>
        <div>
          <div className={css.head}>
            <h1 id="order-title" ref={heading} tabIndex={-1} className={css.heading}>
              <Trans>Order {orderId}</Trans>
            </h1>
            <StatusBadge status={order.status} slipInReview={slipInReview(order)} />
          </div>
          <p className={css.muted}>
            <Trans>
              Ordered on <time dateTime={order.createdAt}>{orderedAt}</time>
            </Trans>
          </p>
        </div>
        <p className={css.live} role="status" data-testid="order-cancelled">
          {cancelled && <Trans>Your order is cancelled.</Trans>}
        </p>
        <OrderActions order={order} locale={locale} onCancelled={onCancelled} />
        <div className={css.columns}>
          <div className={css.stack}>
            <section className={css.section} aria-labelledby="order-items">
              <h2 id="order-items" className={css.sectionTitle}>
                <Trans>Items</Trans>
              </h2>
              <OrderLines items={order.items} locale={localeParam(locale)} />
            </section>
            <section className={css.section} aria-labelledby="order-history">
              <h2 id="order-history" className={css.sectionTitle}>
                <Trans>Order status</Trans>
              </h2>
              <StatusTimeline history={order.statusHistory} locale={locale} label={t`Status history of order ${orderId}`} />
            </section>
            {order.payments.length > 0 && (
              <section className={css.section} aria-labelledby="order-payments">
                <h2 id="order-payments" className={css.sectionTitle}>
                  <Trans>Payments</Trans>
                </h2>
                <OrderPayments payments={order.payments} locale={locale} />
              </section>
            )}
          </div>
          <div className={css.stack}>
            <OrderTotals order={order} />
            <OrderAddresses order={order} />
          </div>
        </div>
      </article>
      {receipt && <Receipt order={order} receipt={receipt} locale={locale} />}
      {creditNote && <CreditNote order={order} creditNote={creditNote} locale={locale} />}
    </>
  );
}
