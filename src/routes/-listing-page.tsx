import type { CategorySlug } from '@contract/catalogue';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { productListQuery } from '@/features/catalogue/api/products';
import { ProductGrid } from '@/features/catalogue/components/ProductGrid';
import { FavouriteButton } from '@/features/favourite/components/FavouriteButton';
import { trackSelectItem, trackViewItemList } from '@/lib/analytics';
import { useHttp } from '@/lib/http-context';
import { useReportOnce } from '@/lib/use-report-once';
import * as css from './-page.css';
import { useViewMode } from './-view-mode';
import { localeOf, localeParam } from '@/lib/locale';

/** A listing page: its title and the products of its category (all products without one). */
export function ListingPage({ category, title }: { category?: CategorySlug; title: ReactNode }) {
  const http = useHttp();
  const { locale } = useParams({ strict: false });
  const [mode, setMode] = useViewMode();
  const { data } = useSuspenseQuery(productListQuery(http, localeOf(locale), { category }));
  // the data layer's name of the list: the category shown, or all products
  const listName = category ?? 'products';
  useReportOnce(listName, () => trackViewItemList(listName, data.items));
  return (
    <>
      <h1 className={css.title}>{title}</h1>
      <ProductGrid
        items={data.items}
        mode={mode}
        locale={localeParam(localeOf(locale))}
        onModeChange={setMode}
        headingLevel={2}
        favourite={(item) => <FavouriteButton productId={item.productId} name={item.productName} />}
        onSelect={(item, index) => trackSelectItem(listName, item, index)}
      />
    </>
  );
}
