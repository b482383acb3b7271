import { createFileRoute } from '@tanstack/react-router';
import { branchesQuery } from '@/features/stores/api/stores-api';
import { BrandPage } from '@/features/stores/components/BrandPage';
import { localeOf } from '@/lib/locale';
import { loadedHead } from '@/features/navigation/page-head';
import { storePageLoader } from '../-store-page';

export const Route = createFileRoute('/{-$locale}/mobi')({
  loader: storePageLoader('/mobi', (context, locale) => context.queryClient.ensureQueryData(branchesQuery(context.http, locale))),
  head: loadedHead,
  component: function BrandRoute() {
    return <BrandPage locale={localeOf(Route.useParams().locale)} brand="mobi" />;
  },
});
