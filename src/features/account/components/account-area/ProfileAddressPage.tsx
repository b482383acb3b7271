import type { Locale } from '@contract/constants';
import type { CreateAddressBody } from '@contract/customer';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useAppActors } from '@/lib/app-actors';
import { useHttp } from '@/lib/http-context';
import { localeParam } from '@/lib/locale';
import { ADDRESSES_KEY, addressApi, addressListQuery } from '../../api/address-api';
import { ACCOUNT_KEY, profileQuery } from '../../api/profile-api';
import { useAccountOwner } from '../../hooks/account-owner';
import { AddressForm, EMPTY_ADDRESS, valuesOf } from '../address-book/AddressForm';
import * as css from './account-area.css';

/**
 * /my-account/account/edit-address: the address on the profile, which is the default billing address, else the
 * default shipping address. With neither, the address saved here becomes the default shipping address.
 */
export function ProfileAddressPage({ locale }: { locale: Locale }) {
  const { t, i18n } = useLingui();
  const http = useHttp();
  const owner = useAccountOwner();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { alertToast } = useAppActors();
  const { profile } = useSuspenseQuery(profileQuery(http, owner)).data;
  const billing = useSuspenseQuery(addressListQuery(http, owner, 'billing', 1, { limit: 1 })).data.items[0];
  const shipping = useSuspenseQuery(addressListQuery(http, owner, 'shipping', 1, { limit: 1 })).data.items[0];
  const address = billing ?? shipping;
  const params = { locale: localeParam(locale) };

  const save = async ({ type: _type, ...body }: CreateAddressBody) => {
    const api = addressApi(http);
    // the type is fixed at creation: an edit does not send it
    if (address) await api.update(address.id, body);
    else await api.create({ ...body, type: 'shipping', isDefault: true });
    await Promise.all([queryClient.invalidateQueries({ queryKey: [ADDRESSES_KEY, owner] }), queryClient.invalidateQueries({ queryKey: [ACCOUNT_KEY, owner] })]);
    alertToast.send({ type: 'toast.show', message: t`Your address is saved.` });
    await navigate({ to: '/{-$locale}/my-account/account', params });
  };

  return (
    <>
      <h1 className={css.heading}>{address ? <Trans>Edit your address</Trans> : <Trans>Add your address</Trans>}</h1>
      <Link to="/{-$locale}/my-account/account" params={params}>
        <Trans>Back to account details</Trans>
      </Link>
      <section className={`${css.card} ${css.formPanel}`} data-testid="profile-address-form">
        <p className={css.lead}>
          {address?.type === 'billing' ? (
            <Trans>This is your default billing address, used for tax invoices. A change here changes it in your address book too.</Trans>
          ) : address ? (
            <Trans>This is your default shipping address, where orders are delivered. A change here changes it in your address book too.</Trans>
          ) : (
            <Trans>You have no address yet. The address you save here becomes your default shipping address, where orders are delivered.</Trans>
          )}
        </p>
        <AddressForm
          key={address?.id ?? 'new'}
          type={address?.type ?? 'shipping'}
          initialValues={
            address
              ? valuesOf(address, i18n.locale)
              : { ...EMPTY_ADDRESS, firstName: profile.firstName, lastName: profile.lastName, phone: profile.phone ?? '' }
          }
          submitLabel={t`Save address`}
          save={save}
        />
      </section>
    </>
  );
}
