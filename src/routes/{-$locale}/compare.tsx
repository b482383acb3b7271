import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { productListQuery } from '@/features/catalogue/api/products';
import { compareQuery } from '@/features/content/api/content-queries';
import { chooseModel, CompareSearch, comparedModels, modelIds, modelsInAddress } from '@/features/content/compare-search';
import { ComparePage } from '@/features/content/components/ComparePage';
import { loadedHead } from '@/features/navigation/page-head';
import { useHttp } from '@/lib/http-context';
import { i18n } from '@/lib/i18n';
import { productPath } from '@/lib/links';
import { localeOf } from '@/lib/locale';
import { buttonClass } from '@/ui/Button';
import { ModelPrice } from '@/ui/ModelPrice';

/** /compare?type=iphone&models=1001,1002: models of a family side by side, with the catalogue's prices and the way to buy each. */
export const Route = createFileRoute('/{-$locale}/compare')({
  validateSearch: CompareSearch,
  loaderDeps: ({ search }) => ({ type: search.type }),
  loader: async ({ context: { queryClient, http }, params, deps }) => {
    await Promise.all([
      queryClient.ensureQueryData(compareQuery(http, localeOf(params.locale), deps.type)),
      queryClient.ensureQueryData(productListQuery(http, localeOf(params.locale), { category: deps.type })),
    ]);
    return {
      title: i18n._(msg`Compare models`),
      description: i18n._(msg`Compare up to three iPhone, iPad, Mac or Apple Watch models side by side, with prices, and go on to buy yours.`),
    };
  },
  head: loadedHead,
  component: CompareRoute,
});

function CompareRoute() {
  const locale = localeOf(Route.useParams().locale);
  const { type, models } = Route.useSearch();
  const navigate = Route.useNavigate();
  const http = useHttp();
  const { data: table } = useSuspenseQuery(compareQuery(http, locale, type));
  const { data: list } = useSuspenseQuery(productListQuery(http, locale, { category: type }));
  const shown = comparedModels(
    table.models.map((m) => m.productId),
    modelIds(models),
  );
  return (
    <ComparePage
      table={table}
      family={type}
      shown={shown}
      locale={locale}
      onChoose={(index, productId) => void navigate({ search: { type, models: modelsInAddress(chooseModel(shown, index, productId)) }, replace: true })}
      price={(productId) => {
        const item = list.items.find((i) => i.productId === productId);
        return item && <ModelPrice item={item} />;
      }}
      buy={(productId, name) => <BuyModel productId={productId} name={name} />}
    />
  );
}

/**
 * The way to buy a compared model: its product page, where the shopper chooses colour and capacity (a bag
 * button here would have to choose them for the shopper).
 */
function BuyModel({ productId, name }: { productId: number; name: string }) {
  const { t } = useLingui();
  const http = useHttp();
  const { locale } = Route.useParams();
  const { data: list } = useSuspenseQuery(productListQuery(http, localeOf(locale), { category: Route.useSearch().type }));
  const item = list.items.find((i) => i.productId === productId);
  return (
    <Link
      to="/{-$locale}/product/$slug"
      params={{ locale, slug: productPath(item?.slug, productId) }}
      className={buttonClass()}
      aria-label={t`Buy ${name}`}
      data-testid="compare-buy"
    >
      <Trans>Buy</Trans>
    </Link>
  );
}
