import type { ProductCardItem } from '@contract/catalogue';
import { Select, Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { countForm } from '@/lib/count-form';
import { type CardHeadingLevel, type CardItem, type ListMode, ProductCard } from './ProductCard';
import * as css from './product-grid.css';

/** Eager images for what a listing's first screen shows (two rows on a phone, one on a desktop): the largest paint is not lazy. */
const FIRST_SCREEN_CARDS = 4;

/** Products as cards; their titles are h3 (under a section's h2) unless `headingLevel` says otherwise. */
export function ProductGrid({
  items,
  mode,
  onModeChange,
  locale,
  favourite,
  headingLevel = 3,
  total = items.length,
  tools,
  onSelect,
  eagerImages = FIRST_SCREEN_CARDS,
}: {
  items: CardItem[];
  mode: ListMode;
  onModeChange: (mode: ListMode) => void;
  locale: 'en' | undefined;
  favourite?: (item: ProductCardItem) => ReactNode;
  headingLevel?: CardHeadingLevel;
  /** how many there are in all, when `items` is one page of them */
  total?: number;
  /** more controls beside the count (a sort) */
  tools?: ReactNode;
  /** a card was followed (the data layer's select_item) */
  onSelect?: (item: ProductCardItem, index: number) => void;
  /** how many cards load their image at once; the rest when scrolled near (a grid below the first screen: 0) */
  eagerImages?: number;
}) {
  const { t } = useLingui();
  const form = countForm(total);
  return (
    <section>
      <div className={css.toolbar}>
        {/* a filter that changes the count has it read out */}
        <span className={css.count} aria-live="polite">
          <Select value={form} _one={`${total} product`} other={`${total} products`} />
        </span>
        {tools}
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
            <ProductCard
              item={item}
              mode={mode}
              locale={locale}
              priority={i < eagerImages}
              favourite={favourite?.(item)}
              headingLevel={headingLevel}
              onSelect={onSelect && (() => onSelect(item, i))}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
