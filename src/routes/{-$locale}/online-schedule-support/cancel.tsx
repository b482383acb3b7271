import { createFileRoute } from '@tanstack/react-router';
import { CancelAppointmentPage } from '@/features/stores/components/CancelAppointmentPage';
import { CancelSearch } from '@/features/stores/store-search';
import { localeOf } from '@/lib/locale';
import { loadedHead } from '@/features/navigation/page-head';
import { storePageLoader } from '../../-store-page';

/** /online-schedule-support/cancel?token=…: the confirmation mail's cancel link. */
export const Route = createFileRoute('/{-$locale}/online-schedule-support/cancel')({
  validateSearch: CancelSearch,
  loader: storePageLoader('/online-schedule-support/cancel'),
  head: loadedHead,
  staticData: { keepAlive: false },
  component: function CancelAppointmentRoute() {
    return <CancelAppointmentPage locale={localeOf(Route.useParams().locale)} token={Route.useSearch().token} />;
  },
});
