import { createFileRoute } from '@tanstack/react-router';
import { modelRoute } from '../-model-route';
import { ProductRoutePage } from '../-product-page';

/** A Mac model by its slug: its product page. */
export const Route = createFileRoute('/{-$locale}/mac_/$model')({
  ...modelRoute('mac'),
  component: function ModelRoute() {
    return <ProductRoutePage productId={Route.useLoaderData().productId} />;
  },
});
