import { FEATURED_PRODUCTS } from '@contract/first-view';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { productListQuery } from '@/features/catalogue/api/products';
import { HomePage } from '@/features/catalogue/components/HomePage';
import { featured } from '@/features/catalogue/featured';
import { FavouriteButton } from '@/features/favourite/components/FavouriteButton';
import { pageBlocksQuery } from '@/features/layout/api/content-queries';
import { CmsHtml } from '@/features/layout/components/CmsHtml';
import { useHttp } from '@/lib/http-context';
import { useViewMode } from './-view-mode';
import { localeOf, localeParam } from '@/lib/locale';

const HOME_PRODUCTS = 8;

/** The home page (/ and /home): the CMS's blocks of /pagerender/page/home, then the featured products. */
export function HomeRoutePage() {
  const http = useHttp();
  const { locale: param } = useParams({ strict: false });
  const locale = localeOf(param);
  const [mode, setMode] = useViewMode();
  const { data } = useSuspenseQuery(productListQuery(http, locale, FEATURED_PRODUCTS));
  // blocks that failed their schema were logged by the query; the page goes on without them
  const blocks = useQuery(pageBlocksQuery(http, locale, 'home')).data ?? [];
  return (
    <HomePage
      blocks={blocks}
      html={(detail) => <CmsHtml html={detail} locale={locale} />}
      latest={{ ...data, items: featured(data.items, HOME_PRODUCTS) }}
      locale={localeParam(locale)}
      mode={mode}
      onModeChange={setMode}
      favourite={(item) => <FavouriteButton productId={item.productId} name={item.productName} />}
    />
  );
}
