import { Trans } from '@lingui/react/macro';
import { formatBahtRange as range } from '@/lib/price-format';
import { visuallyHidden } from '@/styles/visually-hidden.css';
import * as css from './price.css';

export interface PriceProps {
  min: number | null | undefined;
  max?: number | null;
  /** regular price range, struck through when a special price applies */
  regularMin?: number | null;
  regularMax?: number | null;
  special?: boolean;
}

/** A single price or a min-max range; beside a special price, the regular one struck through. */
export function Price({ min, max, regularMin, regularMax, special = false }: PriceProps) {
  return (
    <span className={css.price}>
      <span className={[css.current, special ? css.sale : ''].join(' ')} data-testid="price">
        {range(min, max)}
      </span>
      {special && regularMin !== undefined && (
        <>
          {/* a screen reader does not say that a price is struck through */}
          <span className={visuallyHidden}>
            <Trans>Regular price</Trans>
          </span>
          <s className={css.regular} data-testid="regular-price">
            {range(regularMin, regularMax)}
          </s>
        </>
      )}
    </span>
  );
}
