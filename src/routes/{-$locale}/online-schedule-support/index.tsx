import { createFileRoute } from '@tanstack/react-router';
import { branchesQuery } from '@/features/stores/api/stores-api';
import { AppointmentPage } from '@/features/stores/components/AppointmentPage';
import { AppointmentSearch } from '@/features/stores/store-search';
import { localeOf } from '@/lib/locale';
import { storePageHead } from '../../-store-page';

/** /online-schedule-support/: book a support appointment (?branch= starts at that branch). */
export const Route = createFileRoute('/{-$locale}/online-schedule-support/')({
  validateSearch: AppointmentSearch,
  loader: ({ context, params }) => context.queryClient.ensureQueryData(branchesQuery(context.http, localeOf(params.locale))),
  head: storePageHead('/online-schedule-support/'),
  staticData: { keepAlive: false },
  component: function AppointmentRoute() {
    return <AppointmentPage locale={localeOf(Route.useParams().locale)} branch={Route.useSearch().branch} />;
  },
});
