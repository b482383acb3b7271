import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { EditDefaultAddressPage } from '@/features/account/components/address-book/AddressFormPage';
import { guard } from '@/features/guards/guard';
import { loadedHead } from '@/features/navigation/page-head';
import { i18n } from '@/lib/i18n';
import { localeOf } from '@/lib/locale';

export const Route = createFileRoute('/{-$locale}/my-account/address-book/edit-billing-address')({
  // the layout route has sent a guest to log in; a customer without a default billing address goes back to the address book
  beforeLoad: guard('editBillingAddress'),
  staticData: { keepAlive: false },
  loader: () => ({ title: i18n._(msg`Edit billing address`) }),
  head: loadedHead,
  component: function EditBillingAddressRoute() {
    return <EditDefaultAddressPage type="billing" locale={localeOf(Route.useParams().locale)} />;
  },
});
