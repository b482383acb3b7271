import { createFileRoute } from '@tanstack/react-router';
import { modelRoute } from '../-model-route';
import { ProductRoutePage } from '../-product-page';

/** An iPad model by its slug: its product page. */
export const Route = createFileRoute('/{-$locale}/ipad_/$model')({
  ...modelRoute('ipad'),
  component: function ModelRoute() {
    return <ProductRoutePage productId={Route.useLoaderData().productId} />;
  },
});
