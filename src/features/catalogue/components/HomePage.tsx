import type { ProductCardItem, ProductList } from '@contract/catalogue';
import type { PageBlock } from '@contract/content';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { PageBlockSections } from './PageBlockSections';
import type { ListMode } from './ProductCard';
import { ProductGrid } from './ProductGrid';
import * as css from './home.css';

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
      <PageBlockSections blocks={blocks} html={html} />
      <h2 className={css.sectionTitle}>
        <Trans>New arrivals</Trans>
      </h2>
      <ProductGrid items={latest.items} mode={mode} onModeChange={onModeChange} locale={locale} favourite={favourite} eagerImages={0} />
    </>
  );
}
