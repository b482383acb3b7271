import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { ProductGrid } from '@/features/catalogue/components/ProductGrid';
import { OffersPage } from '@/features/content/components/OffersPage';
import { FavouriteButton } from '@/features/favourite/components/FavouriteButton';
import { loadedHead } from '@/features/navigation/page-head';
import { useHttp } from '@/lib/http-context';
import { i18n } from '@/lib/i18n';
import { localeOf, localeParam } from '@/lib/locale';
import { allProductsQuery } from '../../-product-cards';
import { ViewSearch } from '../../-view-search';
import { useViewMode } from '../../-view-mode';

/** /category/hot-deal-pakage (the spec's spelling): every product on a special price now, biggest saving first. */
export const Route = createFileRoute('/{-$locale}/category/hot-deal-pakage')({
  validateSearch: ViewSearch,
  loader: async ({ context: { queryClient, http }, params }) => {
    await queryClient.ensureQueryData(allProductsQuery(http, params.locale));
    return { title: i18n._(msg`Hot deals`), description: i18n._(msg`Apple products at special prices, below their regular price, while stocks last.`) };
  },
  head: loadedHead,
  component: function HotDealsRoute() {
    const { locale } = Route.useParams();
    const http = useHttp();
    const [mode, setMode] = useViewMode();
    const { data } = useSuspenseQuery(allProductsQuery(http, locale));
    const deals = data.items
      .filter((item) => item.isSpecialPrice)
      .sort((a, b) => b.standardPriceMin - b.priceRangeMin - (a.standardPriceMin - a.priceRangeMin));
    return (
      <OffersPage title={<Trans>Hot deals</Trans>} lead={<Trans>Apple products at special prices, below their regular price, while stocks last.</Trans>}>
        <ProductGrid
          items={deals}
          mode={mode}
          onModeChange={setMode}
          locale={localeParam(localeOf(locale))}
          headingLevel={2}
          favourite={(item) => <FavouriteButton productId={item.productId} name={item.productName} />}
        />
      </OffersPage>
    );
  },
});
