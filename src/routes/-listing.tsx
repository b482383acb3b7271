import type { CategorySlug } from '@contract/catalogue';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { productListQuery } from '@/features/catalogue/api/products';
import { ProductGrid } from '@/features/catalogue/components/ProductGrid';
import { FavouriteButton } from '@/features/favourite/components/FavouriteButton';
import { useHttp } from '@/lib/http-context';
import { localeOf } from './-locale';
import type { RouterContext } from './-router-context';
import * as css from './-page.css';
import { useViewMode, ViewSearch } from './-view-mode';

/** Route options shared by every listing page: the search schema, the loader and the page. */
export const listingRoute = (category: CategorySlug | undefined, title: () => ReactNode) => ({
  validateSearch: ViewSearch,
  loader: ({ context, params }: { context: RouterContext; params: { locale?: string } }) =>
    context.queryClient.ensureQueryData(productListQuery(context.http, localeOf(params.locale), { category })),
  component: () => <Listing category={category} title={title()} />,
});

function Listing({ category, title }: { category?: CategorySlug; title: ReactNode }) {
  const http = useHttp();
  const { locale } = useParams({ strict: false });
  const [mode, setMode] = useViewMode();
  const { data } = useSuspenseQuery(productListQuery(http, localeOf(locale), { category }));
  return (
    <>
      <h1 className={css.title}>{title}</h1>
      <ProductGrid
        items={data.items}
        mode={mode}
        locale={locale === 'en' ? 'en' : undefined}
        onModeChange={setMode}
        favourite={(item) => <FavouriteButton productId={item.productId} name={item.productName} />}
      />
    </>
  );
}
