import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { EditProfilePage } from '@/features/account/components/account-area/EditProfilePage';
import { loadedHead } from '@/features/navigation/page-head';
import { i18n } from '@/lib/i18n';
import { localeOf } from '@/lib/locale';

export const Route = createFileRoute('/{-$locale}/my-account/account/edit')({
  loader: async ({ context }) => {
    await (await import('@/features/account/api/account-loaders')).loadProfile(context);
    return { title: i18n._(msg`Edit account details`) };
  },
  head: loadedHead,
  component: function EditProfileRoute() {
    return <EditProfilePage locale={localeOf(Route.useParams().locale)} />;
  },
});
