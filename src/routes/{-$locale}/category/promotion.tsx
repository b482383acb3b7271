import { msg } from '@lingui/core/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { landingByTagQuery, promotionBannersQuery } from '@/features/content/api/content-queries';
import { PromotionsPage } from '@/features/content/components/PromotionsPage';
import { loadedHead } from '@/features/navigation/page-head';
import { useHttp } from '@/lib/http-context';
import { i18n } from '@/lib/i18n';
import { localeOf } from '@/lib/locale';
import { allProductsQuery, ProductCards } from '../../-product-cards';

/** /category/promotion: the promotions running now with the products they name, and the campaigns tagged promotion. */
export const Route = createFileRoute('/{-$locale}/category/promotion')({
  loader: async ({ context: { queryClient, http }, params }) => {
    await Promise.all([
      queryClient.ensureQueryData(promotionBannersQuery(http, localeOf(params.locale))),
      queryClient.ensureQueryData(landingByTagQuery(http, localeOf(params.locale), 'promotion')),
      queryClient.ensureQueryData(allProductsQuery(http, params.locale)),
    ]);
    return {
      title: i18n._(msg`Promotions`),
      description: i18n._(msg`The latest offers on iPhone, iPad, Mac and Apple Watch: savings, gifts and 0% instalments with participating credit cards.`),
    };
  },
  head: loadedHead,
  component: function PromotionRoute() {
    const locale = localeOf(Route.useParams().locale);
    const http = useHttp();
    const { data: banners } = useSuspenseQuery(promotionBannersQuery(http, locale));
    const { data: landing } = useSuspenseQuery(landingByTagQuery(http, locale, 'promotion'));
    return <PromotionsPage banners={banners} landing={landing} locale={locale} products={(ids) => <ProductCards ids={ids} />} />;
  },
});
