import { Trans } from '@lingui/react/macro';
import * as css from './sale-badge.css';

/** The red Sale badge of a product on special price (spec section 2, product card). */
export function SaleBadge() {
  return (
    <span className={css.badge} data-testid="sale-badge">
      <Trans>Sale</Trans>
    </span>
  );
}
