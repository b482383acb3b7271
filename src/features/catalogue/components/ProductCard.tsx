import type { ProductCardItem } from '@contract/catalogue';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { productPath } from '@/lib/links';
import { keepNumbersWithUnits } from '@/lib/thai-text';
import { ModelPrice } from '@/ui/ModelPrice';
import { ProductImage } from '@/ui/ProductImage';
import { SaleBadge } from '@/ui/SaleBadge';
import * as css from './product-card.css';

export type ListMode = 'grid' | 'list';

/** A product's card; `sku` is the variant it opens (the model's default without). */
export type CardItem = ProductCardItem & { sku?: number };

/** The level of a card's title: 2 right under the page's title, 3 under a section's. */
export type CardHeadingLevel = 2 | 3;

export function ProductCard({
  item,
  mode,
  locale,
  priority,
  favourite,
  headingLevel,
  onSelect,
}: {
  item: CardItem;
  mode: ListMode;
  locale: 'en' | undefined;
  priority: boolean;
  favourite?: ReactNode;
  headingLevel: CardHeadingLevel;
  onSelect?: () => void;
}) {
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={css.frame}>
      <Link
        to="/{-$locale}/product/$slug"
        params={{ locale, slug: productPath(item.slug, item.productId) }}
        search={item.sku === undefined ? {} : { sku: item.sku }}
        className={mode === 'grid' ? css.card : css.listCard}
        data-testid="product-card"
        onClick={onSelect}
      >
        {item.isSpecialPrice && <SaleBadge />}
        <div className={mode === 'list' ? css.listImage : undefined}>
          <ProductImage image={item.image} use="card" priority={priority} decorative />
        </div>
        <div className={css.body}>
          <span className={css.category}>{item.categoryName}</span>
          <Title className={css.name} title={item.productName}>
            {keepNumbersWithUnits(item.productName)}
          </Title>
          <ModelPrice item={item} />
        </div>
      </Link>
      {favourite}
    </div>
  );
}
