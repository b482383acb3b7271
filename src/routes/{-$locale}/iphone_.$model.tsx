import { createFileRoute } from '@tanstack/react-router';
import { modelRoute } from '../-model-route';
import { ProductRoutePage } from '../-product-page';

/** An iPhone model by its slug: its product page. */
export const Route = createFileRoute('/{-$locale}/iphone_/$model')({
  ...modelRoute('iphone'),
  component: function ModelRoute() {
    return <ProductRoutePage productId={Route.useLoaderData().productId} />;
  },
});
