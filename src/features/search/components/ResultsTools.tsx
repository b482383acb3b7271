import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { focusPageHeading } from '@/lib/focus-main';
import { formatBaht } from '@/lib/price-format';
import { useResultsSearch } from '../hooks/use-results-search';
import { listOf, REFINABLE, type ResultsSort, SORTS, valuesOf } from '../results-search';
import { useFacetLabel } from './facet-labels';
import * as css from './results.css';

/** The sort of the results: relevance, or one of the engine's replicas. */
export function SortSelect() {
  const { t } = useLingui();
  const [search, update] = useResultsSearch();
  const labels: Record<ResultsSort, string> = {
    relevance: t`Relevance`,
    'price-asc': t`Price: low to high`,
    'price-desc': t`Price: high to low`,
    newest: t`Newest`,
  };
  return (
    <label className={css.sortLabel}>
      <Trans>Sort by</Trans>
      <select
        className={css.select}
        value={search.sort ?? 'relevance'}
        onChange={(event) => update({ sort: event.target.value === 'relevance' ? undefined : (event.target.value as ResultsSort) })}
      >
        {SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {labels[sort]}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The refinements in force, each a button that removes it, and one that removes them all. */
export function ActiveFilters() {
  const { t } = useLingui();
  const [search, update] = useResultsSearch();
  const labels = { category: useFacetLabel('category'), colour: useFacetLabel('colour'), capacity: useFacetLabel('capacity') };
  const chips = [
    ...REFINABLE.flatMap((attribute) =>
      valuesOf(search[attribute]).map((value) => ({
        key: `${attribute}:${value}`,
        label: labels[attribute](value),
        remove: () => update({ [attribute]: listOf(valuesOf(search[attribute]).filter((v) => v !== value)) }),
      })),
    ),
    ...(search.min !== undefined || search.max !== undefined
      ? [
          {
            key: 'price',
            label: `${formatBaht(search.min ?? 0)} – ${search.max === undefined ? '…' : formatBaht(search.max)}`,
            remove: () => update({ min: undefined, max: undefined }),
          },
        ]
      : []),
  ];
  // a removed chip takes its button with it: the focus goes to the chip now in its place, or to the page's heading
  const list = useRef<HTMLUListElement>(null);
  const removedAt = useRef<number | null>(null);
  const shown = chips.map((chip) => chip.key).join('|');
  useEffect(() => {
    if (removedAt.current === null) return;
    const buttons = [...(list.current?.querySelectorAll('button') ?? [])];
    const next = buttons[Math.min(removedAt.current, buttons.length - 1)];
    removedAt.current = null;
    if (next) next.focus();
    else focusPageHeading();
  }, [shown]);
  if (chips.length === 0) return null;
  return (
    <ul ref={list} className={css.chips} aria-label={t`Filters in use`}>
      {chips.map((chip, index) => (
        <li key={chip.key}>
          <button
            type="button"
            className={css.chip}
            onClick={() => {
              removedAt.current = index;
              chip.remove();
            }}
            aria-label={t`Remove filter ${chip.label}`}
          >
            {chip.label} <span aria-hidden>×</span>
          </button>
        </li>
      ))}
      <li>
        <button
          type="button"
          className={css.chip}
          onClick={() => {
            removedAt.current = 0;
            update({ category: undefined, colour: undefined, capacity: undefined, min: undefined, max: undefined });
          }}
        >
          <Trans>Clear all</Trans>
        </button>
      </li>
    </ul>
  );
}
