import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ProfileAddressPage } from '@/features/account/components/account-area/ProfileAddressPage';
import { loadedHead } from '@/features/navigation/page-head';
import { i18n } from '@/lib/i18n';
import { localeOf } from '@/lib/locale';

export const Route = createFileRoute('/{-$locale}/my-account/account/edit-address')({
  loader: async ({ context }) => {
    const editing = await (await import('@/features/account/api/account-loaders')).loadProfileAddress(context);
    return { title: editing ? i18n._(msg`Edit your address`) : i18n._(msg`Add your address`) };
  },
  head: loadedHead,
  component: function ProfileAddressRoute() {
    return <ProfileAddressPage locale={localeOf(Route.useParams().locale)} />;
  },
});
