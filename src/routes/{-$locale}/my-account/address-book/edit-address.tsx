import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { EditAddressPage } from '@/features/account/components/address-book/AddressFormPage';
import { loadedHead } from '@/features/navigation/page-head';
import { i18n } from '@/lib/i18n';
import { localeOf } from '@/lib/locale';

export const Route = createFileRoute('/{-$locale}/my-account/address-book/edit-address')({
  // ?id= names the address; without a valid one the page says the address is not there
  validateSearch: v.object({ id: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647))), undefined) }),
  staticData: { keepAlive: false },
  loader: () => ({ title: i18n._(msg`Edit address`) }),
  head: loadedHead,
  component: function EditAddressRoute() {
    return <EditAddressPage id={Route.useSearch().id} locale={localeOf(Route.useParams().locale)} />;
  },
});
