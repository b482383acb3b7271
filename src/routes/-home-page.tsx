import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { productListQuery } from '@/features/catalogue/api/products';
import { HomePage } from '@/features/catalogue/components/HomePage';
import { featured } from '@/features/catalogue/featured';
import { FavouriteButton } from '@/features/favourite/components/FavouriteButton';
import { useHttp } from '@/lib/http-context';
import { FEATURED } from './-home';
import { localeOf } from './-locale';
import { useViewMode } from './-view-mode';

const HOME_PRODUCTS = 8;

/** The home page (/ and /home): the featured products. */
export function HomeRoutePage() {
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
