import type { BagChange, PlaceFailure } from '@machines/checkout/checkout.machine';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { errorText } from '@/lib/error-text';
import { formatBaht } from '@/lib/price-format';
import * as css from './checkout.css';

function Change({ change }: { change: BagChange }) {
  switch (change.kind) {
    case 'added':
      return <Trans>{change.name} was added</Trans>;
    case 'removed':
      return <Trans>{change.name} was removed</Trans>;
    case 'quantity':
      return (
        <Trans>
          {change.name}: quantity {change.before} is now {change.after}
        </Trans>
      );
    case 'price': {
      const before = formatBaht(change.before);
      const after = formatBaht(change.after);
      return (
        <Trans>
          {change.name}: price {before} is now {after}
        </Trans>
      );
    }
    case 'total': {
      const after = formatBaht(change.after);
      return <Trans>The total is now {after}</Trans>;
    }
  }
}

/** The bag the shopper was reviewing was changed in another tab: what changed, before they order it. Not an error: it keeps the focus where it is. */
export function BagChangedElsewhere({ changes }: { changes: BagChange[] }) {
  return (
    <div className={css.problem} aria-live="polite" data-testid="bag-changed">
      <p style={{ margin: 0 }}>
        <Trans>Your bag was changed in another tab or window. Check it before you place your order.</Trans>
      </p>
      <ChangeList changes={changes} />
    </div>
  );
}

function ChangeList({ changes }: { changes: BagChange[] }) {
  return (
    <ul className={css.changes} data-testid="bag-changes">
      {changes.map((change, i) => (
        <li key={i}>
          <Change change={change} />
        </li>
      ))}
    </ul>
  );
}

/**
 * Why the last Place order placed nothing, in the server's words, and what changed in the bag if it did. It takes the
 * focus, which brings it into view: on a phone the button is far below it.
 */
export function CheckoutProblem({ failure, changes }: { failure: PlaceFailure; changes: BagChange[] }) {
  const { i18n } = useLingui();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), [failure]);
  return (
    <div ref={box} tabIndex={-1} className={css.problem} role="alert" data-testid="checkout-problem">
      <p style={{ margin: 0 }}>
        {failure.kind === 'network' ? (
          <Trans>We could not hear back from the shop. Your order may have been placed: try again and you will not be charged twice.</Trans>
        ) : (
          errorText(i18n, { message: failure.message })
        )}
      </p>
      {changes.length > 0 && <ChangeList changes={changes} />}
    </div>
  );
}
