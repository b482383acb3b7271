import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ProfileDetails } from '@/features/account/components/account-area/ProfileDetails';
import { loadedHead } from '@/features/navigation/page-head';
import { i18n } from '@/lib/i18n';
import { localeOf } from '@/lib/locale';

export const Route = createFileRoute('/{-$locale}/my-account/account/')({
  loader: async ({ context }) => {
    await (await import('@/features/account/api/account-loaders')).loadProfile(context);
    return { title: i18n._(msg`Account details`) };
  },
  head: loadedHead,
  component: function AccountDetailsRoute() {
    return <ProfileDetails locale={localeOf(Route.useParams().locale)} />;
  },
});
