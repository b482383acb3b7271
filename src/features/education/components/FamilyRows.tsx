import type { ProductCardItem } from '@contract/catalogue';
import type { Locale } from '@contract/constants';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { productPath } from '@/lib/links';
import { localeParam } from '@/lib/locale';
import { formatBahtRange as range } from '@/lib/price-format';
import { keepNumbersWithUnits } from '@/lib/thai-text';
import { savesOnEducation } from '@/ui/EducationPrice';
import { ProductImage } from '@/ui/ProductImage';
import { revealFocusedItem } from '@/ui/reveal-in-row';
import * as css from './education.css';
import { PageLink } from './PageLink';

export interface Family {
  /** the listing's path, e.g. /mac */
  path: string;
  name: string;
  items: ProductCardItem[];
}

/**
 * One row per product family: the models whose education price is below what a shopper pays without a code, with
 * that price beside it (a sale's, when the model is on sale).
 */
export function FamilyRows({ families, locale }: { families: Family[]; locale: Locale }) {
  return (
    <>
      {families.map((family) => {
        const priced = family.items.filter(
          (item) => item.eduPriceRange !== null && savesOnEducation(item.eduPriceRange, item.priceRangeMin, item.priceRangeMax),
        );
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
            <ul className={css.row} onFocus={revealFocusedItem}>
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
                    <span className={css.regularPrice} data-testid="price-without-code">
                      {item.isSpecialPrice ? (
                        <Trans>Sale price {range(item.priceRangeMin, item.priceRangeMax)}</Trans>
                      ) : (
                        <Trans>Regular {range(item.priceRangeMin, item.priceRangeMax)}</Trans>
                      )}
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
