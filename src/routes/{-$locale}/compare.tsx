import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { productDetailQuery, productListQuery } from '@/features/catalogue/api/products';
import { useCartActor } from '@/features/cart/hooks/cart-actor';
import { useMiniCartActor } from '@/features/cart/hooks/mini-cart-actor';
import { compareQuery } from '@/features/content/api/content-queries';
import { chooseModel, CompareSearch, comparedModels, modelIds } from '@/features/content/compare-search';
import { ComparePage } from '@/features/content/components/ComparePage';
import { pageTitle, routeHead } from '@/features/navigation/page-head';
import { useHttp } from '@/lib/http-context';
import { i18n } from '@/lib/i18n';
import { localeOf } from '@/lib/locale';
import { Button } from '@/ui/Button';
import { Price } from '@/ui/Price';

/** /compare?type=iphone&models=1001,1002: models of a family side by side, with the catalogue's prices and the bag. */
export const Route = createFileRoute('/{-$locale}/compare')({
  validateSearch: CompareSearch,
  loaderDeps: ({ search }) => ({ type: search.type }),
  loader: ({ context: { queryClient, http }, params, deps }) =>
    Promise.all([
      queryClient.ensureQueryData(compareQuery(http, localeOf(params.locale), deps.type)),
      queryClient.ensureQueryData(productListQuery(http, localeOf(params.locale), { category: deps.type })),
    ]),
  head: () =>
    routeHead({
      title: pageTitle(i18n._(msg`Compare models`)),
      description: i18n._(msg`Compare up to three iPhone, iPad, Mac or Apple Watch models side by side, with prices, and add yours to the bag.`),
    }),
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
      onChoose={(index, productId) => void navigate({ search: { type, models: chooseModel(shown, index, productId).join(',') }, replace: true })}
      price={(productId) => {
        const item = list.items.find((i) => i.productId === productId);
        return (
          item && (
            <Price
              min={item.priceRangeMin}
              max={item.priceRangeMax}
              special={item.isSpecialPrice}
              regularMin={item.standardPriceMin}
              regularMax={item.standardPriceMax}
            />
          )
        );
      }}
      buy={(productId, name) => <AddModel productId={productId} name={name} />}
    />
  );
}

/** Adds the model's lowest-priced variant in stock to the bag, as the product page's button does. */
function AddModel({ productId, name }: { productId: number; name: string }) {
  const { t } = useLingui();
  const http = useHttp();
  const locale = localeOf(Route.useParams().locale);
  const cart = useCartActor();
  const miniCart = useMiniCartActor();
  const { data } = useQuery(productDetailQuery(http, locale, productId));
  const variant = data?.variants.filter((v) => v.stock > 0).sort((a, b) => (a.specialPrice ?? a.price) - (b.specialPrice ?? b.price))[0];
  if (data && !variant)
    return (
      <p>
        <Trans>Out of stock</Trans>
      </p>
    );
  return (
    <Button
      disabled={!variant}
      aria-label={t`Add ${name} to bag`}
      data-testid="compare-add"
      onClick={() => {
        if (!variant) return;
        cart.send({ type: 'cart.item.add', productId: variant.productId, quantity: 1 });
        miniCart.send({ type: 'miniCart.show' });
      }}
    >
      <Trans>Add to bag</Trans>
    </Button>
  );
}
