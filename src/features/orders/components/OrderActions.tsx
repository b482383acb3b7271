import type { Locale } from '@contract/constants';
import type { OrderData } from '@contract/order';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { formatDateTime } from '@/lib/date-format';
import { localeParam } from '@/lib/locale';
import { Button, buttonClass } from '@/ui/Button';
import { creditNoteOf, receiptOf, slipInReview } from '../order-texts';
import { CancelOrderDialog } from './CancelOrderDialog';
import * as css from './orders.css';

/**
 * What the shopper can do with the order now: an unpaid one is paid (until it expires) or cancelled, and waits
 * for the shop once a transfer slip is sent; a paid one has a receipt to print, and one the shop cancelled after it
 * was paid a credit note.
 */
export function OrderActions({ order, locale, onCancelled }: { order: OrderData; locale: Locale; onCancelled: (order: OrderData) => void }) {
  const [asking, setAsking] = useState(false);
  const deadline = formatDateTime(order.expiredAt, locale);
  const slipWaiting = slipInReview(order);
  if (order.status === 'pendingPayment')
    return (
      <div className={css.actionsBox} data-testid="order-actions">
        <p className={css.muted}>
          {slipWaiting ? (
            <Trans>
              We have your slip reference and check it against our bank statement within one business day; you will get an email once the payment is confirmed.
            </Trans>
          ) : (
            <Trans>
              Please pay by <time dateTime={order.expiredAt}>{deadline}</time>, or the order expires.
            </Trans>
          )}
        </p>
        <div className={css.actions}>
          {!slipWaiting && (
            <Link to="/{-$locale}/confirmation/pay/$orderId" params={{ locale: localeParam(locale), orderId: order.orderId }} className={buttonClass()}>
              <Trans>Pay now</Trans>
            </Link>
          )}
          <Button look="quiet" onClick={() => setAsking(true)}>
            <Trans>Cancel order</Trans>
          </Button>
        </div>
        <CancelOrderDialog
          orderId={order.orderId}
          open={asking}
          onClose={() => setAsking(false)}
          onCancelled={(cancelled) => {
            setAsking(false);
            onCancelled(cancelled);
          }}
        />
      </div>
    );
  const receipt = receiptOf(order);
  if (receipt) {
    const { number } = receipt;
    return <PrintAction label={<Trans>Print receipt</Trans>} number={<Trans>Receipt no. {number}</Trans>} testId="order-receipt-number" />;
  }
  const creditNote = creditNoteOf(order);
  if (creditNote) {
    const { number } = creditNote;
    return <PrintAction label={<Trans>Print credit note</Trans>} number={<Trans>Credit note no. {number}</Trans>} testId="order-credit-note-number" />;
  }
  return null;
}

/** The print button of the order's paper (its receipt, or its credit note), with the paper's number beside it. */
function PrintAction({ label, number, testId }: { label: ReactNode; number: ReactNode; testId: string }) {
  return (
    <div className={css.actions} data-testid="order-actions">
      <Button look="secondary" onClick={() => window.print()}>
        {label}
      </Button>
      <p className={css.muted} data-testid={testId}>
        {number}
      </p>
    </div>
  );
}
