import type { CategorySlug } from '@contract/catalogue';
import type { Locale } from '@contract/constants';
import type { PriceListFamily } from '@contract/price-list';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Fragment } from 'react';
import { useHttp } from '@/lib/http-context';
import { localeParam } from '@/lib/locale';
import { formatBaht } from '@/lib/price-format';
import { keepNumbersWithUnits } from '@/lib/thai-text';
import { WholeWords } from '@/ui/WholeWords';
import { buttonClass } from '@/ui/Button';
import { priceListCsvUrl, priceListQuery } from '../api/price-list';
import * as css from './price-list.css';

/** The Apple price list: every model's variants with regular, special and education price, by family. */
export function PriceListPage({ locale, family }: { locale: Locale; family: CategorySlug | undefined }) {
  const http = useHttp();
  const { t } = useLingui();
  const { data } = useSuspenseQuery(priceListQuery(http, locale));
  const shown = family ? data.families.filter((f) => f.family === family) : data.families;
  return (
    <div className={css.page} data-testid="price-list">
      <h1 className={css.title}>
        <Trans>Apple price list</Trans>
      </h1>
      <p className={css.note}>
        <Trans>Prices in baht, VAT included. Education prices are for students and teachers with an education code of their institution.</Trans>
      </p>
      <div className={css.tools}>
        <nav aria-label={t`Product family`}>
          <ul className={css.filters}>
            {[undefined, ...data.families.map((f) => f.family)].map((slug) => (
              <li key={slug ?? 'all'}>
                <Link
                  to="/{-$locale}/apple-pricelist"
                  params={{ locale: localeParam(locale) }}
                  search={{ family: slug }}
                  replace
                  resetScroll={false}
                  // marked current (aria-current) only for its own family: 'All' is not current while a family is chosen
                  activeOptions={{ includeSearch: true, explicitUndefined: true }}
                  className={css.filter}
                >
                  {slug ? data.families.find((f) => f.family === slug)!.name : t`All`}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={css.actions}>
          <button type="button" className={buttonClass('quiet')} onClick={() => window.print()}>
            <Trans>Print</Trans>
          </button>
          <a className={buttonClass('secondary')} href={priceListCsvUrl(locale, family)} download>
            <Trans>Download CSV</Trans>
          </a>
        </div>
      </div>
      {shown.map((f) => (
        <FamilyTable key={f.family} family={f} />
      ))}
    </div>
  );
}

function FamilyTable({ family }: { family: PriceListFamily }) {
  const headingId = `price-list-${family.family}`;
  return (
    <section className={css.family} aria-labelledby={headingId}>
      <h2 id={headingId} className={css.familyTitle}>
        {family.name}
      </h2>
      <table className={css.table} aria-labelledby={headingId}>
        <thead>
          <tr>
            <th scope="col" className={css.modelHead}>
              <Trans>Model</Trans>
            </th>
            <th scope="col" className={css.priceHead}>
              <Trans>Regular price</Trans>
            </th>
            <th scope="col" className={css.priceHead}>
              <Trans>Special price</Trans>
            </th>
            <th scope="col" className={css.priceHead}>
              <Trans>Education price</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {family.rows.map((row) => (
            <tr key={`${row.productId}-${row.variant}-${row.colours.join()}`} className={css.row}>
              <th scope="row" className={css.model}>
                <span className={css.modelName}>
                  <WholeWords text={keepNumbersWithUnits([row.productName, row.variant].filter(Boolean).join(' '))} />
                </span>
                <span className={css.colours}>
                  {row.colours.map((colour, i) => (
                    <Fragment key={colour}>
                      {i > 0 && ', '}
                      <span className={css.colour} data-testid="colour-name">
                        {colour}
                      </span>
                    </Fragment>
                  ))}
                </span>
              </th>
              <td className={css.price}>{formatBaht(row.price)}</td>
              <td className={[css.price, row.specialPrice === null ? '' : css.special].join(' ')}>{formatBaht(row.specialPrice)}</td>
              <td className={css.price}>{formatBaht(row.educationPrice)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
