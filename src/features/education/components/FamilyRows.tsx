import type { ProductCardItem } from '@contract/catalogue';
import type { Locale } from '@contract/constants';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { productPath } from '@/lib/links';
import { localeParam } from '@/lib/locale';
import { formatBahtRange as range } from '@/lib/price-format';
import { keepNumbersWithUnits } from '@/lib/thai-text';
import { ProductImage } from '@/ui/ProductImage';
import * as css from './education.css';
import { PageLink } from './PageLink';

export interface Family {
  /** the listing's path, e.g. /mac */
  path: string;
  name: string;
  items: ProductCardItem[];
}

/** One row per product family: the models that have an education price, with its range beside the regular one. */
export function FamilyRows({ families, locale }: { families: Family[]; locale: Locale }) {
  return (
    <>
      {families.map((family) => {
        const priced = family.items.filter((item) => item.eduPriceRange !== null);
        if (priced.length === 0) return null;
        const id = `family-${family.path.slice(1)}`;
        return (
          <section key={family.path} className={css.section} aria-labelledby={id} data-testid="education-family">
            <div className={css.sectionHead}>
              <h2 id={id} className={css.sectionTitle}>
                <Trans>{family.name} at education prices</Trans>
              </h2>
              <PageLink path={family.path} locale={locale} className={css.more}>
                <Trans>All {family.name}</Trans>
              </PageLink>
            </div>
            <ul className={css.row}>
              {priced.map((item) => (
                <li key={item.productId} className={css.rowItem}>
                  <Link
                    to="/{-$locale}/product/$slug"
                    params={{ locale: localeParam(locale), slug: productPath(item.slug, item.productId) }}
                    className={css.card}
                    data-testid="education-product"
                  >
                    <ProductImage image={item.image} use="card" />
                    <h3 className={css.cardName}>{keepNumbersWithUnits(item.productName)}</h3>
                    <span className={css.eduPrice} data-testid="education-price">
                      <Trans>Education {range(item.eduPriceRange!.min, item.eduPriceRange!.max)}</Trans>
                    </span>
                    <span className={css.regularPrice}>
                      <Trans>Regular {range(item.standardPriceMin, item.standardPriceMax)}</Trans>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}
