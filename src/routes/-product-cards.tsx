import type { ProductCardItem } from '@contract/catalogue';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { productListQuery } from '@/features/catalogue/api/products';
import { ProductCard } from '@/features/catalogue/components/ProductCard';
import * as grid from '@/features/catalogue/components/product-grid.css';
import { FavouriteButton } from '@/features/favourite/components/FavouriteButton';
import { useHttp } from '@/lib/http-context';
import { localeOf, localeParam } from '@/lib/locale';

/** Every product of the catalogue (the cards a content page names by id come from it). */
export const allProductsQuery = (http: Parameters<typeof productListQuery>[0], locale: string | undefined) => productListQuery(http, localeOf(locale), {});

/** Product cards of the products a content page names, in its order; ids the catalogue does not have are left out. */
export function ProductCards({ ids, items }: { ids?: readonly number[]; items?: readonly ProductCardItem[] }) {
  const http = useHttp();
  const { locale } = useParams({ strict: false });
  const { data } = useSuspenseQuery(allProductsQuery(http, locale));
  const shown = items ?? (ids ?? []).flatMap((id) => data.items.filter((item) => item.productId === id));
  if (shown.length === 0) return null;
  return (
    <ul className={grid.grid} data-testid="product-list">
      {shown.map((item) => (
        <li key={item.productId}>
          <ProductCard
            item={item}
            mode="grid"
            locale={localeParam(localeOf(locale))}
            priority={false}
            headingLevel={3}
            favourite={<FavouriteButton productId={item.productId} name={item.productName} />}
          />
        </li>
      ))}
    </ul>
  );
}
