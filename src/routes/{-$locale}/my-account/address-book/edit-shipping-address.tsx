import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { EditDefaultAddressPage } from '@/features/account/components/address-book/AddressFormPage';
import { guard } from '@/features/guards/guard';
import { loadedHead } from '@/features/navigation/page-head';
import { i18n } from '@/lib/i18n';
import { localeOf } from '@/lib/locale';

export const Route = createFileRoute('/{-$locale}/my-account/address-book/edit-shipping-address')({
  // the layout route has sent a guest to log in; a customer without a default shipping address goes back to the address book
  beforeLoad: guard('editShippingAddress'),
  staticData: { keepAlive: false },
  loader: () => ({ title: i18n._(msg`Edit delivery address`) }),
  head: loadedHead,
  component: function EditShippingAddressRoute() {
    return <EditDefaultAddressPage type="shipping" locale={localeOf(Route.useParams().locale)} />;
  },
});
