import { msg } from '@lingui/core/macro';
import { useQueries } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { WishList } from '@/features/account/components/account-area/WishList';
import { useCartActor } from '@/features/cart/hooks/cart-actor';
import { useMiniCartActor } from '@/features/cart/hooks/mini-cart-actor';
import { productDetailQuery } from '@/features/catalogue/api/products';
import { useFavouriteActor } from '@/features/favourite/hooks/favourite-actor';
import { loadedHead } from '@/features/navigation/page-head';
import { ApiError } from '@/lib/http';
import { useHttp } from '@/lib/http-context';
import { i18n } from '@/lib/i18n';
import { localeOf } from '@/lib/locale';

export const Route = createFileRoute('/{-$locale}/my-account/wish-list')({
  loader: () => ({ title: i18n._(msg`Wishlist`) }),
  head: loadedHead,
  component: WishListRoute,
});

/** The wishlist is the favourites actor's (the hearts); each product's details come from the catalogue; the bag is the cart actor's. */
function WishListRoute() {
  const locale = localeOf(Route.useParams().locale);
  const http = useHttp();
  const favourite = useFavouriteActor();
  const cart = useCartActor();
  const miniCart = useMiniCartActor();
  const ids = useSelector(favourite, (s) => s.context.productIds);
  const loading = useSelector(favourite, (s) => s.matches({ wishlist: 'loading' }));
  const listFailed = useSelector(favourite, (s) => s.context.listFailed);
  const removing = useSelector(favourite, (s) => (s.context.pending !== null && s.context.productIds.includes(s.context.pending) ? s.context.pending : null));
  const products = useQueries({ queries: ids.map((id) => productDetailQuery(http, locale, id)) });
  return (
    <WishList
      locale={locale}
      loading={loading}
      listFailed={listFailed}
      onRetryList={() => favourite.send({ type: 'favourite.load' })}
      items={ids.map((productId, i) => {
        const query = products[i];
        const failure = !query?.isError ? null : query.error instanceof ApiError && query.error.status === 404 ? 'gone' : 'unreachable';
        return { productId, product: query?.data, failure, retry: () => void query?.refetch() };
      })}
      removing={removing}
      onRemove={(productId) => favourite.send({ type: 'favourite.toggle', productId })}
      onAdd={(skuId) => {
        cart.send({ type: 'cart.item.add', productId: skuId, quantity: 1 });
        miniCart.send({ type: 'miniCart.show' });
      }}
    />
  );
}
