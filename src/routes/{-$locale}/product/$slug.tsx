import { Trans } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link, notFound } from '@tanstack/react-router';
import { useState } from 'react';
import { productDetailQuery } from '@/features/catalogue/api/products';
import { ProductDetailView } from '@/features/catalogue/components/ProductDetailView';
import { useCartActor, useCartConfirmed } from '@/features/cart/hooks/cart-actor';
import { useMiniCartActor } from '@/features/cart/hooks/mini-cart-actor';
import { pageTitle, routeHead } from '@/features/navigation/page-head';
import { trackViewItem } from '@/lib/analytics';
import { useReportOnce } from '@/lib/use-report-once';
import { ApiError } from '@/lib/http';
import { useHttp } from '@/lib/http-context';
import { productIdFromSlug } from '@/lib/links';
import { localeOf, localeParam } from '@/lib/locale';

export const Route = createFileRoute('/{-$locale}/product/$slug')({
  loader: async ({ context, params }) => {
    const productId = productIdFromSlug(params.slug);
    if (productId === null) throw notFound();
    try {
      return await context.queryClient.ensureQueryData(productDetailQuery(context.http, localeOf(params.locale), productId));
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) throw notFound();
      throw error;
    }
  },
  staticData: { keepAlive: false },
  head: ({ loaderData }) => (loaderData ? routeHead({ title: pageTitle(loaderData.productName), description: loaderData.description }) : {}),
  component: ProductRoute,
});

function ProductRoute() {
  const { locale, slug } = Route.useParams();
  const productId = productIdFromSlug(slug)!;
  const http = useHttp();
  const cart = useCartActor();
  const miniCart = useMiniCartActor();
  const { data: product } = useSuspenseQuery(productDetailQuery(http, localeOf(locale), productId));
  const [added, setAdded] = useState(false);
  const confirmed = useCartConfirmed();
  useReportOnce(product.productId, () => trackViewItem(product));
  return (
    <ProductDetailView
      key={product.productId}
      product={product}
      onAdd={(skuId) => {
        cart.send({ type: 'cart.item.add', productId: skuId, quantity: 1 });
        miniCart.send({ type: 'miniCart.show' });
        setAdded(true);
      }}
      added={
        added &&
        (confirmed ? (
          <p role="status" data-testid="added">
            <Trans>Added to your bag.</Trans>{' '}
            <Link to="/{-$locale}/cart" params={{ locale: localeParam(localeOf(locale)) }}>
              <Trans>View bag</Trans>
            </Link>
          </p>
        ) : (
          <p role="status">
            <Trans>Adding to your bag…</Trans>
          </p>
        ))
      }
    />
  );
}
