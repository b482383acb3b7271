import { createFileRoute } from '@tanstack/react-router';
import { branchesQuery } from '@/features/stores/api/stores-api';
import { AppointmentPage } from '@/features/stores/components/AppointmentPage';
import { AppointmentSearch } from '@/features/stores/store-search';
import { localeOf } from '@/lib/locale';
import { loadedHead } from '@/features/navigation/page-head';
import { storePageLoader } from '../../-store-page';

/** /online-schedule-support/: book a support appointment (?branch= starts at that branch). */
export const Route = createFileRoute('/{-$locale}/online-schedule-support/')({
  validateSearch: AppointmentSearch,
  loader: storePageLoader('/online-schedule-support/', (context, locale) => context.queryClient.ensureQueryData(branchesQuery(context.http, locale))),
  head: loadedHead,
  staticData: { keepAlive: false },
  component: function AppointmentRoute() {
    return <AppointmentPage locale={localeOf(Route.useParams().locale)} branch={Route.useSearch().branch} />;
  },
});
