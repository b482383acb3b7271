import type { LoadedSession } from '@machines/preorder/preorder.machine';
import { lineLimit } from '@machines/preorder/preorder-bag';
import { limitsOf } from '@machines/preorder/preorder.machine';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { formatBaht } from '@/lib/price-format';
import { TotalsList } from '@/ui/TotalsList';
import { keepNumbersWithUnits } from '@/lib/thai-text';
import { ProductImage } from '@/ui/ProductImage';
import { usePreorderActor } from '../hooks/preorder-actor';
import { totalsOf } from '../preorder-totals';
import * as css from './preorder.css';

/**
 * The pre-order bag: each line with its stepper (1 to its limit), a sold-out line marked, the totals. A stepper's end
 * says it is unavailable (`aria-disabled`) rather than dropping the keyboard's focus; a removed line gives the focus
 * to the bag's heading (`headingId`).
 */
export function PreorderBag({ session, editable, headingId }: { session: LoadedSession; editable: boolean; headingId: string }) {
  const { t } = useLingui();
  const actor = usePreorderActor();
  const bag = useSelector(actor, (s) => s.context.bag);
  const limits = limitsOf(session);
  const lines = bag.flatMap((line) => {
    const product = session.products.find((p) => p.productId === line.productId);
    return product ? [{ ...line, product }] : [];
  });
  if (!lines.length)
    return (
      <p className={css.muted} data-testid="preorder-bag-empty">
        <Trans>Your pre-order bag is empty.</Trans>
      </p>
    );
  return (
    <>
      <ul className={css.lines} data-testid="preorder-bag">
        {lines.map(({ productId, quantity, product }) => {
          const limit = lineLimit(bag, limits, productId);
          const label = `${product.name} ${product.description}`;
          const left = product.allocation;
          return (
            <li key={productId} className={css.line} data-testid="preorder-line">
              <ProductImage image={product.image} use="line" />
              <div className={css.lineBody}>
                <strong>{keepNumbersWithUnits(product.name)}</strong>
                <span className={css.muted}>{keepNumbersWithUnits(product.description)}</span>
                <span>{formatBaht(product.price)}</span>
                {left < quantity && (
                  <p className={css.soldOut} data-testid="line-sold-out">
                    {left === 0 ? <Trans>Sold out: please remove it</Trans> : <Trans>Only {left} left</Trans>}
                  </p>
                )}
                {editable ? (
                  <div className={css.lineControls}>
                    <div className={css.stepper} role="group" aria-label={t`Quantity of ${label}`}>
                      <button
                        type="button"
                        className={css.stepButton}
                        aria-label={t`Decrease quantity`}
                        aria-disabled={quantity <= 1}
                        onClick={() => quantity <= 1 || actor.send({ type: 'preorder.bag.set', productId, quantity: quantity - 1 })}
                      >
                        −
                      </button>
                      <output className={css.stepValue} aria-live="polite" data-testid="quantity">
                        {quantity}
                      </output>
                      <button
                        type="button"
                        className={css.stepButton}
                        aria-label={t`Increase quantity`}
                        aria-disabled={quantity >= limit}
                        onClick={() => quantity >= limit || actor.send({ type: 'preorder.bag.set', productId, quantity: quantity + 1 })}
                      >
                        +
                      </button>
                    </div>
                    <button
                      type="button"
                      className={css.linkButton}
                      onClick={() => {
                        actor.send({ type: 'preorder.bag.remove', productId });
                        document.getElementById(headingId)?.focus();
                      }}
                    >
                      <Trans>Remove</Trans>
                    </button>
                  </div>
                ) : (
                  <span className={css.muted}>
                    <Trans>Quantity {quantity}</Trans>
                  </span>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <TotalsList totals={totalsOf(lines)} />
    </>
  );
}
