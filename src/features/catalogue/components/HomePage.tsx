import type { ProductCardItem, ProductList } from '@contract/catalogue';
import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { buttonClass } from '@/ui/Button';
import type { ListMode } from './ProductCard';
import { ProductGrid } from './ProductGrid';
import * as css from './home.css';

export function HomePage({ latest, locale, mode, onModeChange, favourite }: { latest: ProductList; locale: 'en' | undefined; mode: ListMode; onModeChange: (mode: ListMode) => void; favourite?: (item: ProductCardItem) => ReactNode }) {
  const p = { locale };
  return (
    <>
      <section className={css.hero}>
        <h1 className={css.heroTitle}>
          <Trans>The latest Apple products, delivered across Thailand</Trans>
        </h1>
        <p className={css.heroText}>
          <Trans>Authorised Apple Premium Reseller. Education pricing for students, teachers and schools.</Trans>
        </p>
        <Link to="/{-$locale}/products" params={p} className={buttonClass()}>
          <Trans>Shop now</Trans>
        </Link>
      </section>
      <ul className={css.tiles}>
        <li><Link to="/{-$locale}/iphone" params={p} className={css.tile}>iPhone</Link></li>
        <li><Link to="/{-$locale}/ipad" params={p} className={css.tile}>iPad</Link></li>
        <li><Link to="/{-$locale}/mac" params={p} className={css.tile}>Mac</Link></li>
        <li><Link to="/{-$locale}/watch" params={p} className={css.tile}>Watch</Link></li>
        <li><Link to="/{-$locale}/apple-accessories" params={p} className={css.tile}><Trans>Accessories</Trans></Link></li>
        <li><Link to="/{-$locale}/products" params={p} className={css.tile}><Trans>All products</Trans></Link></li>
      </ul>
      <h2 className={css.sectionTitle}>
        <Trans>New arrivals</Trans>
      </h2>
      <ProductGrid items={latest.items} mode={mode} onModeChange={onModeChange} locale={locale} favourite={favourite} />
    </>
  );
}
