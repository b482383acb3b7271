import { formatBaht } from '@/lib/price-format';
import * as css from './price.css';

export interface PriceProps {
  min: number | null | undefined;
  max?: number | null;
  /** regular price range, struck through when a special price applies */
  regularMin?: number | null;
  regularMax?: number | null;
  special?: boolean;
}

const range = (min: number | null | undefined, max: number | null | undefined) =>
  max === undefined || max === null || max === min ? formatBaht(min) : `${formatBaht(min)} - ${formatBaht(max)}`;

/** A single price or a min-max range; beside a special price, the regular one struck through. */
export function Price({ min, max, regularMin, regularMax, special = false }: PriceProps) {
  return (
    <span className={css.price}>
      <span className={[css.current, special ? css.sale : ''].join(' ')} data-testid="price">
        {range(min, max)}
      </span>
      {special && regularMin !== undefined && (
        <s className={css.regular} data-testid="regular-price">
          {range(regularMin, regularMax)}
        </s>
      )}
    </span>
  );
}
