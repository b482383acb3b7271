import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { profileQuery } from '@/features/account/api/profile-api';
import { AccountDashboard } from '@/features/account/components/account-area/AccountDashboard';
import { accountOwner } from '@/features/account/hooks/account-owner';
import { pageTitle, routeHead } from '@/features/navigation/page-head';
import { i18n } from '@/lib/i18n';
import { localeOf } from '@/lib/locale';

export const Route = createFileRoute('/{-$locale}/my-account/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(profileQuery(context.http, accountOwner(context.actors.session))),
  head: () => routeHead({ title: pageTitle(i18n._(msg`My account`)) }),
  component: function DashboardRoute() {
    return <AccountDashboard locale={localeOf(Route.useParams().locale)} />;
  },
});
