import type { Locale } from '@contract/constants';
import type { CompareTable } from '@contract/content';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useRef } from 'react';
import { keepNumbersWithUnits } from '@/lib/thai-text';
import { COMPARE_FAMILIES, type CompareFamily, differs } from '../compare-search';
import { useMoreToTheRight } from '../hooks/use-more-to-the-right';
import * as css from './compare.css';
import * as content from './content.css';
import { ContentLink } from './ContentLink';

const FAMILY_NAMES: Record<CompareFamily, string> = { iphone: 'iPhone', ipad: 'iPad', mac: 'Mac', watch: 'Apple Watch' };

/**
 * /compare: up to three models of a family side by side. Each column has a picker, the model's price and the way to
 * buy it (`price`, `buy`: the catalogue's); rows whose values differ are marked. The table scrolls
 * inside its own box on narrow screens, its first column staying in view.
 */
export function ComparePage({
  table,
  family,
  shown,
  locale,
  onChoose,
  price,
  buy,
}: {
  table: CompareTable;
  family: CompareFamily;
  shown: number[];
  locale: Locale;
  onChoose: (index: number, productId: number) => void;
  price: (productId: number) => ReactNode;
  buy: (productId: number, name: string) => ReactNode;
}) {
  const { t } = useLingui();
  const columns = shown.map((id) => table.models.findIndex((m) => m.productId === id)).filter((i) => i !== -1);
  const scroller = useRef<HTMLDivElement>(null);
  const moreToTheRight = useMoreToTheRight(scroller);
  return (
    <div className={content.widePage}>
      <header className={content.intro}>
        <h1 className={content.title}>
          <Trans>Compare models</Trans>
        </h1>
        <p className={content.lead}>
          <Trans>Pick up to three models to see their specifications side by side. Rows that differ are highlighted.</Trans>
        </p>
      </header>
      <nav aria-label={t`Product family`}>
        <ul className={content.chips}>
          {COMPARE_FAMILIES.map((f) => (
            <li key={f}>
              <span aria-current={f === family ? 'page' : undefined} className={f === family ? css.currentFamily : undefined}>
                <ContentLink href={`/compare?type=${f}`} locale={locale} className={content.chipLink}>
                  {FAMILY_NAMES[f]}
                </ContentLink>
              </span>
            </li>
          ))}
        </ul>
      </nav>
      <div className={css.pickers}>
        {columns.map((modelIndex, column) => (
          <label key={column} className={css.picker}>
            <span className={css.pickerLabel}>
              <Trans>Model {column + 1}</Trans>
            </span>
            <select
              className={css.select}
              value={table.models[modelIndex]!.productId}
              onChange={(event) => onChoose(column, Number(event.target.value))}
              data-testid="compare-picker"
            >
              {table.models.map((model) => (
                <option key={model.productId} value={model.productId}>
                  {model.name}
                </option>
              ))}
            </select>
          </label>
        ))}
      </div>
      {/* kept in the layout when hidden, so that the table does not move under the shopper's finger */}
      <p className={css.swipeHint} data-testid="compare-more" style={{ visibility: moreToTheRight ? 'visible' : 'hidden' }}>
        <Trans>Swipe the table to see every model</Trans>
      </p>
      <div ref={scroller} className={css.scroller} role="region" aria-labelledby="compare-caption" tabIndex={0}>
        <table className={css.table} data-testid="compare-table">
          <caption id="compare-caption" className={css.caption}>
            {table.title}
          </caption>
          <thead>
            <tr>
              <td className={css.corner} />
              {columns.map((i) => {
                const model = table.models[i]!;
                return (
                  <th key={model.productId} scope="col" className={css.modelHead}>
                    <img className={css.modelImage} src={model.image} alt="" width={120} height={120} loading="lazy" />
                    <span className={css.modelName}>{keepNumbersWithUnits(model.name)}</span>
                    <span className={css.modelBuy}>
                      {price(model.productId)}
                      {buy(model.productId, model.name)}
                    </span>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => {
              const values = columns.map((i) => row.values[i] ?? '');
              const different = differs(values);
              return (
                <tr key={row.label} className={different ? css.differs : undefined} data-differs={different || undefined}>
                  <th scope="row" className={css.rowHead}>
                    {row.label}
                    {different && (
                      <span className={css.badge}>
                        <Trans>Differs</Trans>
                      </span>
                    )}
                  </th>
                  {values.map((value, column) => (
                    <td key={column} className={css.cell}>
                      {keepNumbersWithUnits(value)}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
