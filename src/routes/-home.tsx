import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { productListQuery } from '@/features/catalogue/api/products';
import { HomePage } from '@/features/catalogue/components/HomePage';
import { featured } from '@/features/catalogue/featured';
import { FavouriteButton } from '@/features/favourite/components/FavouriteButton';
import { useHttp } from '@/lib/http-context';
import { localeOf } from './-locale';
import type { RouterContext } from './-router-context';
import { useViewMode, ViewSearch } from './-view-mode';

const FEATURED = { sort: 'recommended' } as const;
const HOME_PRODUCTS = 8;

/** / and /home show the same page; each route needs its own options object, the router writes into it. */
export const homeRoute = () => ({
  validateSearch: ViewSearch,
  loader: ({ context, params }: { context: RouterContext; params: { locale?: string } }) =>
    context.queryClient.ensureQueryData(productListQuery(context.http, localeOf(params.locale), FEATURED)),
  component: Home,
});

function Home() {
  const http = useHttp();
  const { locale } = useParams({ strict: false });
  const [mode, setMode] = useViewMode();
  const { data } = useSuspenseQuery(productListQuery(http, localeOf(locale), FEATURED));
  return (
    <HomePage
      latest={{ ...data, items: featured(data.items, HOME_PRODUCTS) }}
      locale={locale === 'en' ? 'en' : undefined}
      mode={mode}
      onModeChange={setMode}
      favourite={(item) => <FavouriteButton productId={item.productId} name={item.productName} />}
    />
  );
}
