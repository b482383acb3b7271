import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ProfileDetails } from '@/features/account/components/account-area/ProfileDetails';
import { pageTitle, routeHead } from '@/features/navigation/page-head';
import { i18n } from '@/lib/i18n';
import { localeOf } from '@/lib/locale';

export const Route = createFileRoute('/{-$locale}/my-account/account/')({
  loader: async ({ context }) => (await import('@/features/account/api/account-loaders')).loadProfile(context),
  head: () => routeHead({ title: pageTitle(i18n._(msg`Account details`)) }),
  component: function AccountDetailsRoute() {
    return <ProfileDetails locale={localeOf(Route.useParams().locale)} />;
  },
});
