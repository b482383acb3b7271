import { tagName } from '@contract/content';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { landingByTagQuery } from '@/features/content/api/content-queries';
import { LandingCards } from '@/features/content/components/LandingCards';
import { OffersPage } from '@/features/content/components/OffersPage';
import { loadedHead } from '@/features/navigation/page-head';
import { useHttp } from '@/lib/http-context';
import { i18n } from '@/lib/i18n';
import { localeOf } from '@/lib/locale';

/**
 * /category/{promotionTag}: the landing pages the CMS tags with it. A tag no page carries is the not-found page (and
 * a 404 to crawlers), as a mistyped address is, rather than an empty page that search engines would index.
 */
export const Route = createFileRoute('/{-$locale}/category/$promotionTag')({
  loader: async ({ context: { queryClient, http }, params }) => {
    if (!/^[a-z0-9-]{1,40}$/.test(params.promotionTag)) throw notFound();
    const locale = localeOf(params.locale);
    const pages = await queryClient.ensureQueryData(landingByTagQuery(http, locale, params.promotionTag));
    if (pages.length === 0) throw notFound();
    const name = tagName(params.promotionTag, locale);
    return { title: i18n._(msg`Offers: ${name}`), description: i18n._(msg`Offers and events tagged ${name} at Apple Premium Reseller.`) };
  },
  head: loadedHead,
  component: function PromotionTagRoute() {
    const { locale, promotionTag } = Route.useParams();
    const http = useHttp();
    const { data } = useSuspenseQuery(landingByTagQuery(http, localeOf(locale), promotionTag));
    const name = tagName(promotionTag, localeOf(locale));
    return (
      <OffersPage title={<Trans>Offers: {name}</Trans>} lead={<Trans>Campaigns, events and guides tagged {name}.</Trans>}>
        <LandingCards pages={data} locale={localeOf(locale)} level={2} />
      </OffersPage>
    );
  },
});
