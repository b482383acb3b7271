import type { Locale } from '@contract/constants';
import type { OrderData } from '@contract/order';
import { Trans } from '@lingui/react/macro';
import { isSettled } from '@machines/session/session.machine';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { type ReactNode, useEffect } from 'react';
import { trackPurchase } from '@/lib/analytics';
import { useAppActors } from '@/lib/app-actors';
import { ApiError } from '@/lib/http';
import { useHttp } from '@/lib/http-context';
import { localeParam } from '@/lib/locale';
import { keepNumbersWithUnits } from '@/lib/thai-text';
import { Button, buttonClass } from '@/ui/Button';
import { AddressLines } from '@/ui/AddressLines';
import { orderGiftWrapping } from '@/ui/gift-wrapping';
import { LineAmount } from '@/ui/LineAmount';
import { orderLineAmounts } from '@/ui/line-amounts';
import { TotalsList } from '@/ui/TotalsList';
import { orderQuery } from '../api/checkout-api';
import * as css from './thank-you.css';
import { LineDescription } from '@/ui/LineDescription';

function PaymentState({ order, locale }: { order: OrderData; locale: Locale }) {
  const latest = order.payments.at(-1);
  if (order.status === 'pendingPayment') {
    if (latest?.status === 'pending' && latest.method === 'bank-transfer')
      return <Trans>We are checking your bank transfer. You will get an email once it is confirmed.</Trans>;
    return (
      <>
        <Trans>Awaiting payment.</Trans>{' '}
        <Link to="/{-$locale}/confirmation/pay/$orderId" params={{ locale: localeParam(locale), orderId: order.orderId }}>
          <Trans>Pay now</Trans>
        </Link>
      </>
    );
  }
  if (order.status === 'cancelled') return <Trans>This order was cancelled.</Trans>;
  if (order.status === 'expired') return <Trans>This order was not paid in time and has expired.</Trans>;
  return <Trans>Payment received. Thank you!</Trans>;
}

/**
 * /thank-you/{orderId}: the order as placed, its payment, and what happens next. A pre-order belongs to no account:
 * it is followed on the order tracking page, and ships when the product does; `children` follow the order once it is
 * paid.
 */
export function ThankYouPage({ locale, orderId, preorder = false, children }: { locale: Locale; orderId: string; preorder?: boolean; children?: ReactNode }) {
  const http = useHttp();
  const settled = useSelector(useAppActors().session, isSettled);
  const order = useQuery({ ...orderQuery(http, orderId), enabled: settled });
  const params = { locale: localeParam(locale) };
  const { href } = useLocation();
  useEffect(() => {
    if (order.data) trackPurchase(order.data);
  }, [order.data]);

  if (order.isError) {
    const status = order.error instanceof ApiError ? order.error.status : null;
    // an order is its customer's: a browser logged out (or another's) is asked to log in, not to check its connection;
    // a pre-order belongs to no account, and another browser finds it on the order tracking page
    const loggedOut = status === 401 && !preorder;
    const tracked = status === 401 && preorder;
    const missing = status === 404;
    return (
      <section className={css.page}>
        <h1 className={css.heading}>
          {loggedOut ? (
            <Trans>Log in to see this order</Trans>
          ) : tracked ? (
            <Trans>Follow this pre-order on the order tracking page</Trans>
          ) : missing ? (
            <Trans>This order could not be found</Trans>
          ) : (
            <Trans>The order could not be loaded</Trans>
          )}
        </h1>
        {loggedOut && (
          <Link to="/{-$locale}/login" params={params} search={{ redirect: href }} className={buttonClass()}>
            <Trans>Log in</Trans>
          </Link>
        )}
        {tracked && (
          <p className={css.muted}>
            <Trans>Enter its order number and the email you pre-ordered with.</Trans>
          </p>
        )}
        {!missing && !loggedOut && !tracked && (
          <>
            <p className={css.muted}>
              <Trans>Your order and its payment are kept. Check your connection and try again.</Trans>
            </p>
            <Button onClick={() => void order.refetch()} busy={order.isFetching}>
              <Trans>Try again</Trans>
            </Button>
          </>
        )}
        <Link to="/{-$locale}/order-tracking/{-$orderId}" params={{ ...params, orderId }} className={buttonClass(tracked ? 'primary' : 'secondary')}>
          <Trans>Track an order</Trans>
        </Link>
      </section>
    );
  }
  if (!order.data) return <p aria-busy="true" />;
  const { data } = order;
  // a cancelled or expired order is owed nothing and goes nowhere: no thanks, no next steps
  const closed = data.status === 'cancelled' || data.status === 'expired';
  const paid = !closed && data.status !== 'pendingPayment';
  return (
    <section className={css.page} aria-labelledby="thank-you-title">
      <div className={css.hero}>
        <h1 id="thank-you-title" className={css.heading}>
          {data.status === 'cancelled' ? (
            <Trans>Order cancelled</Trans>
          ) : data.status === 'expired' ? (
            <Trans>Order expired</Trans>
          ) : preorder ? (
            <Trans>Thank you for your pre-order</Trans>
          ) : (
            <Trans>Thank you for your order</Trans>
          )}
        </h1>
        <p className={css.orderNumber}>
          <Trans>Order number</Trans> <strong data-testid="order-number">{data.orderId}</strong>
        </p>
        <p className={css.status} data-testid="payment-state">
          <PaymentState order={data} locale={locale} />
        </p>
      </div>
      <div className={css.columns}>
        <div className={css.card}>
          {!closed && (
            <>
              <h2 className={css.title}>
                <Trans>What happens next</Trans>
              </h2>
              <ol className={css.next}>
                <li>
                  <Trans>A confirmation is on its way to {data.email}.</Trans>
                </li>
                <li>
                  {preorder ? (
                    <Trans>We send it by courier as soon as the product ships in Thailand.</Trans>
                  ) : (
                    <Trans>We pack your order within one business day of payment and send it by courier.</Trans>
                  )}
                </li>
                <li>
                  {preorder ? (
                    <Trans>Follow its status with the order number on the order tracking page.</Trans>
                  ) : (
                    <Trans>Follow its status in My orders, or with the order number on the order tracking page.</Trans>
                  )}
                </li>
              </ol>
            </>
          )}
          <h2 className={css.title}>
            <Trans>Delivery address</Trans>
          </h2>
          <AddressLines address={data.shippingAddress} />
        </div>
        <div className={css.card}>
          <h2 className={css.title}>{preorder ? <Trans>Your pre-order</Trans> : <Trans>Your order</Trans>}</h2>
          <ul className={css.lines}>
            {data.items.map((item) => (
              <li key={`${item.productId}-${item.bundleParentId ?? ''}`} className={css.line}>
                {item.img[0] ? <img src={item.img[0]} alt="" width={56} height={56} className={css.image} loading="lazy" /> : <span />}
                <span className={css.lineName}>
                  {keepNumbersWithUnits(item.name)}
                  <br />
                  <span className={css.muted}>
                    {item.description && (
                      <>
                        <LineDescription text={item.description} />
                        {' · '}
                      </>
                    )}
                    <Trans>Qty {item.quantity}</Trans>
                  </span>
                </span>
                <span data-testid="line-total">
                  <LineAmount amounts={orderLineAmounts(item)} />
                </span>
              </li>
            ))}
          </ul>
          <TotalsList totals={data} giftWrapping={orderGiftWrapping(data)} />
        </div>
      </div>
      {paid && children}
      <div className={css.actions}>
        {preorder ? (
          <Link to="/{-$locale}/order-tracking/{-$orderId}" params={{ ...params, orderId: data.orderId }} className={buttonClass()}>
            <Trans>Track this order</Trans>
          </Link>
        ) : (
          <Link to="/{-$locale}/my-account/order/$orderId" params={{ ...params, orderId: data.orderId }} className={buttonClass()}>
            <Trans>See my order</Trans>
          </Link>
        )}
        <Link to="/{-$locale}/products" params={params} className={buttonClass('secondary')}>
          <Trans>Continue shopping</Trans>
        </Link>
      </div>
    </section>
  );
}
