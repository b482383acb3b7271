import type { ProductCardItem, ProductList } from '@contract/catalogue';
import type { PageBlock } from '@contract/content';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { ListMode } from './ProductCard';
import { ProductGrid } from './ProductGrid';
import * as css from './home.css';

/** How each block type of the CMS is laid out; the top banner is shown over the header, not here. */
const BLOCK_CLASS: Record<Exclude<PageBlock['type'], 'top-banner'>, string> = {
  'hero-banner': css.hero,
  'category-shortcut': css.categories,
  'promotion-strip': css.strip,
  'content-card': css.cards,
};

/**
 * The home page: the CMS's blocks (hero, category shortcuts, promotion strip, content cards) in their order,
 * then the featured products. `html` renders a block entry's sanitised HTML.
 */
export function HomePage({
  blocks,
  html,
  latest,
  locale,
  mode,
  onModeChange,
  favourite,
}: {
  blocks: PageBlock[];
  html: (detail: string) => ReactNode;
  latest: ProductList;
  locale: 'en' | undefined;
  mode: ListMode;
  onModeChange: (mode: ListMode) => void;
  favourite?: (item: ProductCardItem) => ReactNode;
}) {
  return (
    <>
      <h1 className={css.visuallyHidden}>
        <Trans>The latest Apple products, delivered across Thailand</Trans>
      </h1>
      {blocks.map((block) =>
        block.type === 'top-banner' ? null : (
          <section
            key={block.id}
            className={`${css.block} ${block.fullwidth ? css.fullwidth : ''} ${css.scope[block.scope]}`}
            style={{ background: block.backgroundColor }}
            aria-labelledby={`block-${block.id}`}
            data-testid={`block-${block.type}`}
          >
            <h2 id={`block-${block.id}`} className={block.type === 'hero-banner' ? css.visuallyHidden : css.sectionTitle}>
              {block.title}
            </h2>
            <ul className={`${BLOCK_CLASS[block.type]} ${block.type === 'hero-banner' ? '' : (css.columns[block.columnCount - 1] ?? '')}`}>
              {block.data.slice(0, block.limit).map((entry) => (
                <li key={entry.id} className={css.entry}>
                  {html(entry.detail)}
                </li>
              ))}
            </ul>
          </section>
        ),
      )}
      <h2 className={css.sectionTitle}>
        <Trans>New arrivals</Trans>
      </h2>
      <ProductGrid items={latest.items} mode={mode} onModeChange={onModeChange} locale={locale} favourite={favourite} />
    </>
  );
}
