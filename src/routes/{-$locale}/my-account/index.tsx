import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AccountDashboard } from '@/features/account/components/account-area/AccountDashboard';
import { loadedHead } from '@/features/navigation/page-head';
import { i18n } from '@/lib/i18n';
import { localeOf } from '@/lib/locale';

export const Route = createFileRoute('/{-$locale}/my-account/')({
  loader: async ({ context }) => {
    await (await import('@/features/account/api/account-loaders')).loadProfile(context);
    return { title: i18n._(msg`My account`) };
  },
  head: loadedHead,
  component: function DashboardRoute() {
    return <AccountDashboard locale={localeOf(Route.useParams().locale)} />;
  },
});
