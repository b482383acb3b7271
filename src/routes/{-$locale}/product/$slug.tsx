import { createFileRoute } from '@tanstack/react-router';
import { productIdFromSlug } from '@/lib/links';
import { loadProduct, productHead, ProductRoutePage, ProductSearch } from '../../-product-page';

export const Route = createFileRoute('/{-$locale}/product/$slug')({
  validateSearch: ProductSearch,
  loader: ({ context, params }) => loadProduct(context, params.locale, productIdFromSlug(params.slug)),
  staticData: { keepAlive: false },
  head: productHead,
  component: function ProductRoute() {
    return <ProductRoutePage productId={productIdFromSlug(Route.useParams().slug)!} />;
  },
});
