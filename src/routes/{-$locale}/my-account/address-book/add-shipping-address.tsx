import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AddAddressPage } from '@/features/account/components/address-book/AddressFormPage';
import { loadedHead } from '@/features/navigation/page-head';
import { i18n } from '@/lib/i18n';
import { localeOf } from '@/lib/locale';
import { AddressReturnSearch } from '../../../-address-return';

export const Route = createFileRoute('/{-$locale}/my-account/address-book/add-shipping-address')({
  staticData: { keepAlive: false },
  validateSearch: AddressReturnSearch,
  loader: () => ({ title: i18n._(msg`Add delivery address`) }),
  head: loadedHead,
  component: function AddShippingAddressRoute() {
    return <AddAddressPage type="shipping" locale={localeOf(Route.useParams().locale)} from={Route.useSearch().from} />;
  },
});
