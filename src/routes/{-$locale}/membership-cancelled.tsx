import { msg } from '@lingui/core/macro';
import { createFileRoute, redirect } from '@tanstack/react-router';
import * as v from 'valibot';
import { MembershipCancelled } from '@/features/account/components/account-area/MembershipCancelled';
import { loadedHead } from '@/features/navigation/page-head';
import { i18n } from '@/lib/i18n';
import { localeOf } from '@/lib/locale';

/** Where a cancelled membership lands (after the session ended); `at` is when it was cancelled. Without it there is nothing to say. */
export const Route = createFileRoute('/{-$locale}/membership-cancelled')({
  validateSearch: v.object({ at: v.optional(v.fallback(v.pipe(v.string(), v.isoTimestamp()), '')) }),
  beforeLoad: ({ search, params }) => {
    if (!search.at) throw redirect({ to: '/{-$locale}', params: { locale: params.locale } });
  },
  loader: () => ({ title: i18n._(msg`Your membership is cancelled`) }),
  head: loadedHead,
  component: function MembershipCancelledRoute() {
    return <MembershipCancelled at={Route.useSearch().at ?? ''} locale={localeOf(Route.useParams().locale)} />;
  },
});
