import type { ProductColour } from '@contract/catalogue';
import { Trans } from '@lingui/react/macro';
import * as css from './product-detail.css';

/** Choices that are storage sizes alone (an iPhone's 256GB, 1TB) read as storage; others (chip, size, Wi-Fi + Cellular) as models. */
const STORAGE_SIZE = /^\d+\s?[GT]B$/i;

export function VariantPicker({
  colours,
  capacities,
  colour,
  capacity,
  onColour,
  onCapacity,
}: {
  colours: ProductColour[];
  capacities: string[];
  colour: string;
  capacity: string | null;
  onColour: (code: string) => void;
  onCapacity: (capacity: string) => void;
}) {
  return (
    <>
      <fieldset className={css.fieldset}>
        <legend className={css.legend}>
          <Trans>Colour</Trans>
        </legend>
        <div className={css.options}>
          {colours.map((c) => (
            <button key={c.code} type="button" className={css.option} aria-pressed={c.code === colour} onClick={() => onColour(c.code)}>
              <span className={css.swatch} style={{ background: c.hex }} aria-hidden />
              {c.name}
            </button>
          ))}
        </div>
      </fieldset>
      {capacities.length > 0 && (
        <fieldset className={css.fieldset}>
          <legend className={css.legend}>{capacities.every((c) => STORAGE_SIZE.test(c)) ? <Trans>Storage</Trans> : <Trans>Model</Trans>}</legend>
          <div className={css.options}>
            {capacities.map((c) => (
              <button key={c} type="button" className={css.option} aria-pressed={c === capacity} onClick={() => onCapacity(c)}>
                {c}
              </button>
            ))}
          </div>
        </fieldset>
      )}
    </>
  );
}
