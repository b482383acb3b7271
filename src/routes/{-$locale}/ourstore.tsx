import { createFileRoute } from '@tanstack/react-router';
import { branchesQuery } from '@/features/stores/api/stores-api';
import { StoreListPage } from '@/features/stores/components/StoreListPage';
import { StoreListSearch } from '@/features/stores/store-search';
import { localeOf } from '@/lib/locale';
import { storePageHead } from '../-store-page';

/** /ourstore: every branch, filtered by province and brand (?province=&brand=). */
export const Route = createFileRoute('/{-$locale}/ourstore')({
  validateSearch: StoreListSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) => context.queryClient.ensureQueryData(branchesQuery(context.http, localeOf(params.locale), deps)),
  head: storePageHead('/ourstore'),
  component: function OurStoreRoute() {
    const { locale } = Route.useParams();
    return <StoreListPage locale={localeOf(locale)} search={Route.useSearch()} />;
  },
});
