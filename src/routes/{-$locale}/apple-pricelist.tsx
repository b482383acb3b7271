import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { priceListQuery } from '@/features/catalogue/api/price-list';
import { PriceListPage } from '@/features/catalogue/components/PriceListPage';
import { PriceListSearch } from '@/features/catalogue/price-list-search';
import { loadedHead } from '@/features/navigation/page-head';
import { i18n } from '@/lib/i18n';
import { localeOf } from '@/lib/locale';

/** The spec's price list page for Apple products (section 2); the header's 'Apple Pricelist' offer link leads here. */
export const Route = createFileRoute('/{-$locale}/apple-pricelist')({
  validateSearch: PriceListSearch,
  loader: async ({ context, params }) => {
    await context.queryClient.ensureQueryData(priceListQuery(context.http, localeOf(params.locale)));
    return {
      title: i18n._(msg`Apple price list`),
      description: i18n._(
        msg`Prices of every iPhone, iPad, Mac, Apple Watch, AirPods and accessory in baht: regular, special and education prices, to print or download.`,
      ),
    };
  },
  head: loadedHead,
  component: function PriceListRoute() {
    const { locale } = Route.useParams();
    const { family } = Route.useSearch();
    return <PriceListPage locale={localeOf(locale)} family={family} />;
  },
});
