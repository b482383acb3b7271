import type { ProductCardItem } from '@contract/catalogue';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { type ListMode, ProductCard } from './ProductCard';
import * as css from './product-grid.css';

/** Eager images for the first row so the largest paint is not lazy. */
const EAGER_CARDS = 2;

export function ProductGrid({ items, mode, onModeChange, locale, favourite }: { items: ProductCardItem[]; mode: ListMode; onModeChange: (mode: ListMode) => void; locale: 'en' | undefined; favourite?: (item: ProductCardItem) => ReactNode }) {
  const { t } = useLingui();
  const total = items.length;
  return (
    <section>
      <div className={css.toolbar}>
        <span className={css.count}>
          <Plural value={total} one="# product" other="# products" />
        </span>
        <div className={css.toggle} role="group" aria-label={t`View`}>
          <button type="button" className={css.toggleButton} aria-pressed={mode === 'grid'} onClick={() => onModeChange('grid')}>
            <Trans>Grid</Trans>
          </button>
          <button type="button" className={css.toggleButton} aria-pressed={mode === 'list'} onClick={() => onModeChange('list')}>
            <Trans>List</Trans>
          </button>
        </div>
      </div>
      <ul className={mode === 'grid' ? css.grid : css.list} data-testid="product-list" data-mode={mode}>
        {items.map((item, i) => (
          <li key={item.productId}>
            <ProductCard item={item} mode={mode} locale={locale} priority={i < EAGER_CARDS} favourite={favourite?.(item)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
