import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { AddressBookPage } from '@/features/account/components/address-book/AddressBookPage';
import { loadedHead } from '@/features/navigation/page-head';
import { i18n } from '@/lib/i18n';
import { localeOf } from '@/lib/locale';

export const Route = createFileRoute('/{-$locale}/my-account/address-book/')({
  // the page of other addresses; anything else in the address is the first page
  validateSearch: v.object({ page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined) }),
  loader: () => ({ title: i18n._(msg`Address book`) }),
  head: loadedHead,
  component: function AddressBookRoute() {
    return <AddressBookPage locale={localeOf(Route.useParams().locale)} page={Route.useSearch().page ?? 1} />;
  },
});
