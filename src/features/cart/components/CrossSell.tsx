import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { productPath } from '@/lib/links';
import { keepNumbersWithUnits } from '@/lib/thai-text';
import { EducationPrice, savesOnEducation } from '@/ui/EducationPrice';
import { Price } from '@/ui/Price';
import { ProductImage } from '@/ui/ProductImage';
import { SaleBadge } from '@/ui/SaleBadge';
import { useCart } from '../hooks/cart-actor';
import * as css from './cart.css';

/**
 * Up to four products that go with the bag; the cart machine reloads them when its models change. Education prices
 * show only to a bag with an education code, which is what the shopper would pay (spec section 3, cross-sell product).
 */
export function CrossSell({ locale }: { locale: 'en' | undefined }) {
  const items = useCart((context) => context.crossSell.slice(0, 4));
  const educationPriced = useCart((context) => context.cart?.educationFlag ?? false);
  if (items.length === 0) return null;
  return (
    <section className={css.crossSell} data-testid="cross-sell" aria-labelledby="cross-sell-title">
      <h2 id="cross-sell-title" className={css.panelTitle}>
        <Trans>You may also like</Trans>
      </h2>
      <ul className={css.crossSellList}>
        {items.map((item) => (
          <li key={item.productId}>
            <Link to="/{-$locale}/product/$slug" params={{ locale, slug: productPath(item.slug, item.productId) }} className={css.crossSellItem}>
              {item.isSpecialPrice && <SaleBadge />}
              {item.image && <ProductImage image={item.image} use="card" />}
              <span className={css.lineMeta}>{item.categoryName}</span>
              <strong className={css.crossSellName}>{keepNumbersWithUnits(item.productName)}</strong>
              {educationPriced && item.eduPriceRange && savesOnEducation(item.eduPriceRange, item.priceRange.min, item.priceRange.max) ? (
                <EducationPrice min={item.eduPriceRange.min} max={item.eduPriceRange.max} regularMin={item.priceRange.min} regularMax={item.priceRange.max} />
              ) : (
                <Price
                  min={item.priceRange.min}
                  max={item.priceRange.max}
                  special={item.isSpecialPrice}
                  regularMin={item.standardPriceRange?.min}
                  regularMax={item.standardPriceRange?.max}
                />
              )}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
