import { Trans } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, notFound, useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { productDetailQuery } from '@/features/catalogue/api/products';
import { ProductDetailView } from '@/features/catalogue/components/ProductDetailView';
import { useCart, useCartActor, useCartOutcome } from '@/features/cart/hooks/cart-actor';
import { useMiniCartActor } from '@/features/cart/hooks/mini-cart-actor';
import { FavouriteButton } from '@/features/favourite/components/FavouriteButton';
import { pageTitle, routeHead } from '@/features/navigation/page-head';
import { trackViewItem } from '@/lib/analytics';
import { ApiError } from '@/lib/http';
import { useHttp } from '@/lib/http-context';
import { localeOf, localeParam } from '@/lib/locale';
import { useReportOnce } from '@/lib/use-report-once';
import type { RouterContext } from './-router-context';
import type { ProductDetail } from '@contract/catalogue';
import * as v from 'valibot';

/** A product's details for its page; an id the catalogue does not have is the not-found page. */
export async function loadProduct(context: RouterContext, locale: string | undefined, productId: number | null) {
  if (productId === null) throw notFound();
  try {
    return await context.queryClient.ensureQueryData(productDetailQuery(context.http, localeOf(locale), productId));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound();
    throw error;
  }
}

/** A product page's address may name the variant shown (`?sku=`): a bag line, a shared link, a language switch. */
export const ProductSearch = v.object({ sku: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined) });

export const productHead = ({ loaderData }: { loaderData?: ProductDetail }) =>
  loaderData ? routeHead({ title: pageTitle(loaderData.productName), description: loaderData.description }) : {};

/** A product page (/product/{slug}_{id}, and a family's model at /{family}/{model}): pick a variant, add it to the bag. */
export function ProductRoutePage({ productId }: { productId: number }) {
  const locale = localeOf(useParams({ strict: false }).locale);
  const http = useHttp();
  const cart = useCartActor();
  const miniCart = useMiniCartActor();
  const { data: product } = useSuspenseQuery(productDetailQuery(http, locale, productId));
  const { sku } = useSearch({ strict: false });
  const navigate = useNavigate();
  // the variant last added and whether the bag has taken it: shown under the button while that variant is chosen.
  // Settled once: what the mini cart's buttons change afterwards is not this add.
  const [added, setAdded] = useState<{ sku: number; settled: boolean } | null>(null);
  const outcome = useCartOutcome();
  useEffect(() => {
    if (added && !added.settled && outcome !== 'pending') setAdded(outcome === 'confirmed' ? { ...added, settled: true } : null);
  }, [added, outcome]);
  // a line taken out of the bag since (the mini cart's Remove) is no longer 'added'
  const addedInBag = useCart((context) => added !== null && (context.cart?.items.some((item) => item.productId === added.sku) ?? false));
  useReportOnce(product.productId, () => trackViewItem(product));
  return (
    <ProductDetailView
      key={product.productId}
      product={product}
      sku={sku}
      onVariant={(next) => void navigate({ to: '.', search: (prev) => ({ ...prev, sku: next }), replace: true, resetScroll: false })}
      favourite={<FavouriteButton productId={product.productId} name={product.productName} />}
      onAdd={(skuId) => {
        cart.send({ type: 'cart.item.add', productId: skuId, quantity: 1 });
        miniCart.send({ type: 'miniCart.show' });
        setAdded({ sku: skuId, settled: false });
      }}
      adding={(skuId) => skuId === added?.sku && !added.settled}
      added={(skuId) =>
        skuId !== added?.sku || (added.settled && !addedInBag) ? null : added.settled ? (
          <p role="status" data-testid="added">
            <Trans>Added to your bag.</Trans>{' '}
            <Link to="/{-$locale}/cart" params={{ locale: localeParam(locale) }}>
              <Trans>View bag</Trans>
            </Link>
          </p>
        ) : (
          <p role="status">
            <Trans>Adding to your bag…</Trans>
          </p>
        )
      }
    />
  );
}
