import { createFileRoute } from '@tanstack/react-router';
import { modelRoute } from '../-model-route';
import { ProductRoutePage } from '../-product-page';

/** An Apple Watch model by its slug: its product page. */
export const Route = createFileRoute('/{-$locale}/watch_/$model')({
  ...modelRoute('watch'),
  component: function ModelRoute() {
    return <ProductRoutePage productId={Route.useLoaderData().productId} />;
  },
});
