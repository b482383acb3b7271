import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { formatPrice } from '@/lib/price-format';
import type { FacetValue, Results } from '../api/search-queries';
import { useResultsSearch } from '../hooks/use-results-search';
import { amountOf } from '../price-amount';
import { listOf, type Refinable, valuesOf } from '../results-search';
import { useFacetLabel } from './facet-labels';
import * as css from './results.css';

function FacetGroup({ attribute, legend, values }: { attribute: Refinable; legend: ReactNode; values: FacetValue[] }) {
  const [search, update] = useResultsSearch();
  const label = useFacetLabel(attribute);
  // a ticked box stays ticked while its results load: the address changes only once they are there
  const [ticked, setTicked] = useState<{ from: string | undefined; values: string[] } | null>(null);
  const chosen = ticked && ticked.from === search[attribute] ? ticked.values : valuesOf(search[attribute]);
  if (values.length === 0) return null;
  const toggle = (value: string, on: boolean) => {
    const next = on ? [...chosen, value] : chosen.filter((v) => v !== value);
    setTicked({ from: search[attribute], values: next });
    update({ [attribute]: listOf(next) });
  };
  return (
    <fieldset className={css.group}>
      <legend className={css.legend}>{legend}</legend>
      {values.map(({ value, count }) => (
        <label key={value} className={css.option}>
          <input type="checkbox" className={css.checkbox} checked={chosen.includes(value)} onChange={(event) => toggle(value, event.target.checked)} />
          <span>{label(value)}</span>
          <span className={css.optionCount}>{count}</span>
        </label>
      ))}
    </fieldset>
  );
}

function PriceRange({ hint }: { hint: Results['prices'] }) {
  const { t } = useLingui();
  const [search, update] = useResultsSearch();
  const id = useId();
  // what is typed, until the address's range changes (applied, or its chip removed): the form stays mounted, so the
  // focus stays on the field or button the shopper used
  const applied = `${search.min ?? ''}-${search.max ?? ''}`;
  const [typed, setTyped] = useState<{ from: string; min: string; max: string } | null>(null);
  const current = typed?.from === applied ? typed : { from: applied, min: search.min?.toString() ?? '', max: search.max?.toString() ?? '' };
  const { min, max } = current;
  // a field whose text is no amount: said, and the range in force stays as it is
  const [unread, setUnread] = useState<{ min: boolean; max: boolean }>({ min: false, max: false });
  const setMin = (text: string) => setTyped({ ...current, min: text });
  const setMax = (text: string) => setTyped({ ...current, max: text });
  const problemId = useId();
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const [low, high] = [amountOf(min), amountOf(max)];
    const wrong = { min: min.trim() !== '' && low === undefined, max: max.trim() !== '' && high === undefined };
    setUnread(wrong);
    if (wrong.min || wrong.max) return;
    // a range typed the wrong way round is what the shopper meant the right way round
    update(low !== undefined && high !== undefined && low > high ? { min: high, max: low } : { min: low, max: high });
  };
  return (
    <form className={css.group} onSubmit={apply} aria-labelledby={id}>
      <p id={id} className={css.legend}>
        <Trans>Price (baht)</Trans>
      </p>
      <div className={css.priceFields}>
        <label className={css.priceLabel}>
          <Trans>From</Trans>
          <input
            className={css.priceInput}
            inputMode="numeric"
            value={min}
            aria-invalid={unread.min || undefined}
            aria-describedby={unread.min ? problemId : undefined}
            placeholder={hint ? formatPrice(hint.min) : t`Lowest`}
            onChange={(e) => setMin(e.target.value)}
          />
        </label>
        <label className={css.priceLabel}>
          <Trans>To</Trans>
          <input
            className={css.priceInput}
            inputMode="numeric"
            value={max}
            aria-invalid={unread.max || undefined}
            aria-describedby={unread.max ? problemId : undefined}
            placeholder={hint ? formatPrice(hint.max) : t`Highest`}
            onChange={(e) => setMax(e.target.value)}
          />
        </label>
        <button type="submit" className={css.chip}>
          <Trans>Apply</Trans>
        </button>
      </div>
      <p id={problemId} className={css.priceProblem} role="status" data-testid="price-problem">
        {(unread.min || unread.max) && <Trans>Type an amount in baht, such as 50,000.</Trans>}
      </p>
    </form>
  );
}

/** The refinements beside the results: category (unless the address names one), colour, capacity, price. */
export function Facets({ results, withCategory }: { results: Results; withCategory: boolean }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  // on a phone the open panel pushes the results a screen or more down: this closes it and goes back to them
  const showResults = () => {
    setOpen(false);
    toggle.current?.focus();
    toggle.current?.scrollIntoView({ block: 'start' });
  };
  return (
    <aside aria-label={t`Filters`}>
      <button
        ref={toggle}
        type="button"
        className={`${css.chip} ${css.filtersToggle}`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <Trans>Filters</Trans>
      </button>
      <div id={panelId} className={open ? css.filtersOpen : css.filters}>
        {withCategory && <FacetGroup attribute="category" legend={<Trans>Category</Trans>} values={results.facets.category} />}
        <FacetGroup attribute="colour" legend={<Trans>Colour</Trans>} values={results.facets.colour} />
        <FacetGroup attribute="capacity" legend={<Trans>Capacity</Trans>} values={results.facets.capacity} />
        <PriceRange hint={results.prices} />
        <button type="button" className={`${css.showResults} ${css.filtersToggle}`} onClick={showResults} data-testid="show-results">
          <Plural value={results.nbHits} one="Show # product" other="Show # products" />
        </button>
      </div>
    </aside>
  );
}
