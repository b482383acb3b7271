import { createFileRoute } from '@tanstack/react-router';
import { branchesQuery } from '@/features/stores/api/stores-api';
import { BrandPage } from '@/features/stores/components/BrandPage';
import { localeOf } from '@/lib/locale';
import { storePageHead } from '../-store-page';

export const Route = createFileRoute('/{-$locale}/mobi')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(branchesQuery(context.http, localeOf(params.locale))),
  head: storePageHead('/mobi'),
  component: function BrandRoute() {
    return <BrandPage locale={localeOf(Route.useParams().locale)} brand="mobi" />;
  },
});
