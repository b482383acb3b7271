import { Trans } from '@lingui/react/macro';
import { formatBaht, formatBahtRange as range } from '@/lib/price-format';
import * as css from './education-price.css';
import * as price from './price.css';

/** An education range is worth showing only where it is below what the shopper pays without a code (a sale may match it). */
export const savesOnEducation = (education: { min: number; max: number }, regularMin: number, regularMax = regularMin) =>
  education.min < regularMin || education.max < regularMax;

/**
 * An education price (or range) marked as one, with the price the shopper pays without a code struck through beside it
 * and, when given, the education discount. `atEnd` lines its parts up on the right, for a price at the end of a row.
 */
export function EducationPrice({
  min,
  max,
  regularMin,
  regularMax,
  discount,
  atEnd = false,
}: {
  min: number;
  max?: number;
  regularMin: number;
  regularMax?: number;
  discount?: number;
  atEnd?: boolean;
}) {
  const saved = discount === undefined ? '' : formatBaht(discount);
  return (
    <span className={atEnd ? `${css.education} ${css.atEnd}` : css.education} data-testid="education-price">
      <span className={css.label}>
        <Trans>Education price</Trans>
      </span>
      <span className={price.price}>
        <span className={price.current} data-testid="price">
          {range(min, max)}
        </span>
        <s className={price.regular} data-testid="regular-price">
          {/* what the shopper pays without the code: a sale price, when the model is on sale */}
          <span className={css.hidden}>
            <Trans>Without an education code</Trans>{' '}
          </span>
          {range(regularMin, regularMax)}
        </s>
      </span>
      {discount !== undefined && discount > 0 && (
        <span className={css.saving} data-testid="education-discount">
          <Trans>Education discount {saved}</Trans>
        </span>
      )}
    </span>
  );
}
