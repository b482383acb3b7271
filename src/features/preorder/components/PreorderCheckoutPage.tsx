import type { Locale } from '@contract/constants';
import { bagCount, isOrderable } from '@machines/preorder/preorder-bag';
import { type LoadedSession, limitsOf, type preorderMachine } from '@machines/preorder/preorder.machine';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import { errorText } from '@/lib/error-text';
import { localeParam } from '@/lib/locale';
import { Button } from '@/ui/Button';
import { takeFocus } from '@/ui/take-focus';
import { usePreorderActor } from '../hooks/preorder-actor';
import { PreorderBag } from './PreorderBag';
import { PreorderDetailsForm } from './PreorderDetailsForm';
import * as css from './preorder.css';
import { SessionGate } from './SessionGate';

/** /preorder/checkout: the bag, the phone and the addresses, then the pre-order is placed and paid on the payment page. */
export function PreorderCheckoutPage({ locale }: { locale: Locale }) {
  return (
    <section className={css.page} aria-labelledby="preorder-checkout-title">
      <h1 id="preorder-checkout-title" className={css.heading}>
        <Trans>Pre-order checkout</Trans>
      </h1>
      <SessionGate locale={locale} level={2}>
        {(session) => <Checkout session={session} locale={locale} />}
      </SessionGate>
    </section>
  );
}

/** What the email may still pre-order, when the bag holds more: earlier pre-orders of the same email in another session count. */
function unitsLeftWhenOver({ context }: SnapshotFrom<typeof preorderMachine>) {
  const { unitsLeft } = limitsOf(context.session);
  return bagCount(context.bag) > unitsLeft ? unitsLeft : null;
}

function Checkout({ session, locale }: { session: LoadedSession; locale: Locale }) {
  const { t, i18n } = useLingui();
  const actor = usePreorderActor();
  const step = useSelector(actor, (s) => (s.matches('active') ? Object.values(s.value)[0] : null));
  const failure = useSelector(actor, (s) => s.context.failure);
  const orderable = useSelector(actor, (s) => isOrderable(s.context.bag, limitsOf(s.context.session)));
  const empty = useSelector(actor, (s) => bagCount(s.context.bag) === 0);
  const unitsLeft = useSelector(actor, unitsLeftWhenOver);
  const { limitPerEmail } = session;
  const busy = step === 'placing' || step === 'refreshing';
  return (
    <div className={css.columns}>
      <div className={css.card}>
        {step === 'noAnswer' && (
          <div ref={takeFocus} tabIndex={-1} className={css.status} role="alert" data-testid="preorder-no-answer">
            <p>
              <Trans>We got no answer. Your pre-order may have been placed: trying again will not place it twice.</Trans>
            </p>
            <Button onClick={() => actor.send({ type: 'preorder.retry' })}>
              <Trans>Try again</Trans>
            </Button>
          </div>
        )}
        {!orderable && !busy && (
          <p className={css.status} role="status" data-testid="preorder-over-limit">
            {empty ? (
              <Trans>Your pre-order bag is empty: choose a product first.</Trans>
            ) : unitsLeft !== null ? (
              <Trans>
                Earlier pre-orders with this email count towards its {limitPerEmail} units: you may pre-order {unitsLeft} more. Please lower the quantities in
                your bag first.
              </Trans>
            ) : (
              <Trans>Please change your bag first: a product in it is sold out or has fewer units left than you chose.</Trans>
            )}
          </p>
        )}
        <PreorderDetailsForm
          // by email: a session that ran out and is started again with the same email finds what was typed
          storageKey={`preorder-details:${session.email}`}
          busy={busy}
          disabled={step === 'noAnswer' || !orderable}
          submitLabel={busy ? t`Placing your pre-order…` : t`Pre-order and pay`}
          onSubmit={(details) => actor.send({ type: 'preorder.place', details })}
        />
      </div>
      <aside className={css.card} aria-labelledby="preorder-summary-title">
        <h2 id="preorder-summary-title" tabIndex={-1} className={css.subheading}>
          <Trans>Your pre-order</Trans>
        </h2>
        {failure?.kind === 'rejected' && (
          <p ref={takeFocus} tabIndex={-1} className={css.alert} role="alert" data-testid="preorder-refused">
            {errorText(i18n, { message: failure.message })}
          </p>
        )}
        <PreorderBag session={session} editable headingId="preorder-summary-title" />
        <Link to="/{-$locale}/preorder/products" params={{ locale: localeParam(locale) }}>
          <Trans>Change the bag</Trans>
        </Link>
      </aside>
    </div>
  );
}
