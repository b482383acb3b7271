import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { loadedHead } from '@/features/navigation/page-head';
import { CancelRegistration } from '@/features/workshops/components/CancelRegistration';
import { i18n } from '@/lib/i18n';
import { localeOf } from '@/lib/locale';

/** The cancel link of a workshop registration mail. */
export const Route = createFileRoute('/{-$locale}/workshop-cancel')({
  validateSearch: v.object({ token: v.optional(v.fallback(v.string(), ''), '') }),
  staticData: { keepAlive: false },
  loader: () => ({ title: i18n._(msg`Cancel your workshop registration`) }),
  head: loadedHead,
  component: function WorkshopCancelRoute() {
    return <CancelRegistration token={Route.useSearch().token} locale={localeOf(Route.useParams().locale)} />;
  },
});
