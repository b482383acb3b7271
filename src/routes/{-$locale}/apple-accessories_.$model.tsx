import { createFileRoute } from '@tanstack/react-router';
import { modelRoute } from '../-model-route';
import { ProductRoutePage } from '../-product-page';

/** An accessory or AirPods model by its slug: its product page. */
export const Route = createFileRoute('/{-$locale}/apple-accessories_/$model')({
  ...modelRoute('apple-accessories'),
  component: function ModelRoute() {
    return <ProductRoutePage productId={Route.useLoaderData().productId} />;
  },
});
