import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { addressListQuery } from '@/features/account/api/address-api';
import { profileQuery } from '@/features/account/api/profile-api';
import { ProfileAddressPage } from '@/features/account/components/account-area/ProfileAddressPage';
import { accountOwner } from '@/features/account/hooks/account-owner';
import { pageTitle, routeHead } from '@/features/navigation/page-head';
import { i18n } from '@/lib/i18n';
import { localeOf } from '@/lib/locale';

export const Route = createFileRoute('/{-$locale}/my-account/account/edit-address')({
  // the profile's address is the default billing address, else the default shipping address
  loader: async ({ context: { queryClient, http, actors } }) => {
    const owner = accountOwner(actors.session);
    await Promise.all([
      queryClient.ensureQueryData(profileQuery(http, owner)),
      queryClient.ensureQueryData(addressListQuery(http, owner, 'billing', 1, { limit: 1 })),
      queryClient.ensureQueryData(addressListQuery(http, owner, 'shipping', 1, { limit: 1 })),
    ]);
  },
  head: () => routeHead({ title: pageTitle(i18n._(msg`Edit your address`)) }),
  component: function ProfileAddressRoute() {
    return <ProfileAddressPage locale={localeOf(Route.useParams().locale)} />;
  },
});
