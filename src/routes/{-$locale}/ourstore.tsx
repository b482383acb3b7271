import { createFileRoute } from '@tanstack/react-router';
import { StoreListPage } from '@/features/stores/components/StoreListPage';
import { StoreListSearch } from '@/features/stores/store-search';
import { localeOf } from '@/lib/locale';
import { loadedHead } from '@/features/navigation/page-head';
import { ourStoreLoader } from '../-store-page';

/** /ourstore: every branch, filtered by province and brand (?province=&brand=). */
export const Route = createFileRoute('/{-$locale}/ourstore')({
  validateSearch: StoreListSearch,
  loaderDeps: ({ search }) => search,
  loader: ourStoreLoader,
  head: loadedHead,
  component: function OurStoreRoute() {
    const { locale } = Route.useParams();
    return <StoreListPage locale={localeOf(locale)} search={Route.useSearch()} />;
  },
});
