import type { Locale } from '@contract/constants';
import type { PaymentMethod } from '@contract/payment-method';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { errorText } from '@/lib/error-text';
import { localeParam } from '@/lib/locale';
import { formatBaht } from '@/lib/price-format';
import { Button, buttonClass } from '@/ui/Button';
import { keepLostFocus } from '@/ui/take-focus';
import { usePaymentActor } from '../hooks/payment-actor';
import { BankAccount, SlipForm } from './BankTransferPanel';
import { PaymentMethodChoice } from './PaymentMethodChoice';
import { Deadline, PromptPayPanel } from './PromptPayPanel';
import { OrderAgain } from './OrderAgain';
import * as css from './payment.css';

/** /confirmation/pay/{orderId}: pays the order by card, PromptPay or bank transfer, and follows it until it is paid. */
export function PaymentPage({ locale, orderId, method }: { locale: Locale; orderId: string; method?: PaymentMethod }) {
  const { i18n } = useLingui();
  const actor = usePaymentActor(locale, orderId, method);
  const snapshot = useSelector(actor, (s) => s);
  const { order, failure } = snapshot.context;
  const state = typeof snapshot.value === 'string' ? snapshot.value : '';
  const params = { locale: localeParam(locale) };
  const latest = order?.payments.at(-1);

  if (state === 'loadFailed')
    return (
      <section className={css.page}>
        <h1 className={css.heading}>
          <Trans>Payment</Trans>
        </h1>
        <p className={css.status} role="alert">
          {failure?.status === 404 ? <Trans>This order could not be found.</Trans> : errorText(i18n, { message: failure?.message })}
        </p>
        <div className={css.actions}>
          {/* an order that is not there, or not this shopper's, will not be found a second time */}
          {failure?.status !== 404 && (
            <Button onClick={() => actor.send({ type: 'payment.retry' })}>
              <Trans>Try again</Trans>
            </Button>
          )}
          <Link to="/{-$locale}/my-account/order" params={params} className={buttonClass('secondary')}>
            <Trans>My orders</Trans>
          </Link>
        </div>
      </section>
    );
  if (!order) return <p aria-busy="true" />;

  const total = formatBaht(order.totalPayable);
  // an order that can no longer be paid is not asked for its money
  const closed = state === 'expired' || state === 'cancelled';
  return (
    <section className={css.page} aria-labelledby="payment-title">
      <h1 id="payment-title" className={css.heading}>
        {closed ? <Trans>Order {order.orderId}</Trans> : <Trans>Pay for order {order.orderId}</Trans>}
      </h1>
      {!closed && (
        <div className={css.facts}>
          <span>
            <Trans>Total payable</Trans>
          </span>
          <span className={css.total} data-testid="payment-total">
            {total}
          </span>
        </div>
      )}

      {(state === 'choosing' || state === 'starting') && (
        <div className={css.card} tabIndex={-1} ref={keepLostFocus}>
          <Deadline order={order} locale={locale} />
          {failure && (
            <p className={css.status} role="alert">
              {errorText(i18n, { message: failure.message })}
            </p>
          )}
          <PaymentMethodChoice
            legend={<Trans>Pay by</Trans>}
            selected={snapshot.context.method}
            onSelect={(next) => actor.send({ type: 'payment.method.select', method: next })}
          />
          {snapshot.context.method === 'bank-transfer' ? (
            <>
              <BankAccount amount={order.totalPayable} locale={locale} />
              <SlipForm busy={state === 'starting'} onSubmit={(slipReference) => actor.send({ type: 'payment.start', slipReference })} />
            </>
          ) : (
            <Button onClick={() => actor.send({ type: 'payment.start' })} disabled={state === 'starting'} data-testid="pay">
              {snapshot.context.method === 'card' ? <Trans>Pay {total} by card</Trans> : <Trans>Show the PromptPay QR</Trans>}
            </Button>
          )}
        </div>
      )}

      {state === 'leaving' && (
        <p className={css.status} role="status" tabIndex={-1} ref={keepLostFocus}>
          <Trans>Taking you to the bank's secure payment page…</Trans>
        </p>
      )}

      {(state === 'awaitingCard' || (state === 'checking' && latest?.method === 'card')) && (
        <div className={css.card} data-testid="card-waiting" tabIndex={-1} ref={keepLostFocus}>
          <p className={css.status} role="status">
            <Trans>Waiting for the bank to confirm your card payment…</Trans>
          </p>
          {/* back from the bank's page without paying, the shopper would otherwise wait for nothing */}
          <p className={css.note}>
            <Trans>If you left the bank's page without paying, pay again or choose another way. A payment made there shows here within a few minutes.</Trans>
          </p>
          <Button look="secondary" onClick={() => actor.send({ type: 'payment.method.select', method: 'card' })}>
            <Trans>Pay again or another way</Trans>
          </Button>
        </div>
      )}

      {(state === 'awaitingPromptPay' || (state === 'checking' && latest?.method === 'promptpay')) && latest && (
        <div className={css.card} tabIndex={-1} ref={keepLostFocus}>
          <PromptPayPanel order={order} paymentId={latest.id} locale={locale} />
          <Button look="secondary" onClick={() => actor.send({ type: 'payment.method.select', method: 'card' })}>
            <Trans>Pay another way</Trans>
          </Button>
        </div>
      )}

      {(state === 'awaitingTransferCheck' || (state === 'checking' && latest?.method === 'bank-transfer')) && (
        <div className={css.card} data-testid="transfer-sent" tabIndex={-1} ref={keepLostFocus}>
          <p className={css.status} role="status">
            <Trans>
              Thank you. We have your slip reference and check it against our bank statement within one business day; you will get an email once the payment is
              confirmed.
            </Trans>
          </p>
          <Link to="/{-$locale}/my-account/order/$orderId" params={{ ...params, orderId: order.orderId }} className={buttonClass('secondary')}>
            <Trans>See the order</Trans>
          </Link>
        </div>
      )}

      {state === 'failed' && (
        <div className={css.card} tabIndex={-1} ref={keepLostFocus}>
          <p className={css.status} role="alert" data-testid="payment-failed">
            <Trans>The payment did not go through. No money was taken; you can try again or pay another way.</Trans>
          </p>
          <Button onClick={() => actor.send({ type: 'payment.retry' })}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      )}

      {state === 'paid' && (
        <p className={css.status} role="status">
          <Trans>Paid. Thank you!</Trans>
        </p>
      )}

      {state === 'expired' && (
        <div className={css.card} data-testid="order-expired">
          <p className={css.status} role="alert">
            <Trans>This order was not paid in time and has expired. The items went back on sale; you can order them again.</Trans>
          </p>
          <OrderAgain order={order} locale={locale} />
        </div>
      )}

      {state === 'cancelled' && (
        <div className={css.card}>
          <p className={css.status} role="alert">
            <Trans>This order was cancelled.</Trans>
          </p>
          <OrderAgain order={order} locale={locale} />
        </div>
      )}
    </section>
  );
}
