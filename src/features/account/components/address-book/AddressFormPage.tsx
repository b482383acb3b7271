import type { Locale } from '@contract/constants';
import type { Address, AddressType, CreateAddressBody } from '@contract/customer';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { type ReactNode, useId, useState } from 'react';
import { useAppActors } from '@/lib/app-actors';
import { ApiError } from '@/lib/http';
import { localeParam } from '@/lib/locale';
import * as forms from '@/ui/forms/forms.css';
import { addressListQuery, addressQuery } from '../../api/address-api';
import { profileQuery } from '../../api/profile-api';
import { LIST_OPERATION, useAddressBook } from '../../hooks/address-book';
import { useSession } from '../../hooks/session-actor';
import * as css from './address-book.css';
import { AddressForm, EMPTY_ADDRESS, valuesOf } from './AddressForm';
import { ListProblem } from './ListProblem';

function FormPage({ title, locale, from, children }: { title: ReactNode; locale: Locale; from?: 'checkout'; children: ReactNode }) {
  return (
    <div className={css.formPage} data-testid="address-form-page">
      <h1 className={css.title}>{title}</h1>
      {from === 'checkout' ? (
        <Link to="/{-$locale}/checkout" params={{ locale: localeParam(locale) }} className={css.back}>
          <Trans>Back to checkout</Trans>
        </Link>
      ) : (
        <Link to="/{-$locale}/my-account/address-book" params={{ locale: localeParam(locale) }} className={css.back}>
          <Trans>Back to the address book</Trans>
        </Link>
      )}
      {children}
    </div>
  );
}

/** After a save: every cached address is stale, the shopper is told and back in the address book (or at checkout, if they came from there). */
function useAfterSave(locale: Locale, from?: 'checkout') {
  const { t } = useLingui();
  const { invalidate } = useAddressBook();
  const { alertToast } = useAppActors();
  const navigate = useNavigate();
  return async () => {
    await invalidate();
    alertToast.send({ type: 'toast.show', message: t`The address is saved.` });
    await navigate({ to: from === 'checkout' ? '/{-$locale}/checkout' : '/{-$locale}/my-account/address-book', params: { locale: localeParam(locale) } });
  };
}

const ADD_TITLE = {
  shipping: <Trans>Add delivery address</Trans>,
  billing: <Trans>Add billing address</Trans>,
  additional: <Trans>Add address</Trans>,
} satisfies Record<AddressType, ReactNode>;

/**
 * add-shipping-address, add-billing-address, add-address: a new address of that type. The first shipping or
 * billing address becomes the default, the one checkout uses; a later one does when the shopper ticks so (from
 * checkout, where it is added to be used, it is ticked), and joins the end of the list otherwise. Another address
 * joins the end of the list.
 */
export function AddAddressPage({ type, locale, from }: { type: AddressType; locale: Locale; from?: 'checkout' }) {
  const { t } = useLingui();
  const { api, http, owner, tracked } = useAddressBook();
  const customer = useSession((context) => context.customer);
  const profile = useQuery(profileQuery(http, owner));
  const saved = useAfterSave(locale, from);
  const typed = type === 'additional' ? null : type;
  const defaults = useQuery({ ...addressListQuery(http, owner, typed ?? 'shipping', 1, { limit: 1 }), enabled: typed !== null });
  const hasDefault = (defaults.data?.total ?? 0) > 0;
  const [makeDefault, setMakeDefault] = useState(from === 'checkout');
  const checkboxId = useId();
  const save = async (body: CreateAddressBody) => {
    // the first of a list is its default by its place; a later one only when ticked (never while the list is unknown)
    await tracked('create-address', () => api.create(hasDefault && makeDefault ? { ...body, isDefault: true } : body));
    await saved();
  };
  return (
    <FormPage title={ADD_TITLE[type]} locale={locale} from={from}>
      <AddressForm
        type={type}
        initialValues={{ ...EMPTY_ADDRESS, firstName: customer?.firstName ?? '', lastName: customer?.lastName ?? '' }}
        submitLabel={t`Save address`}
        save={save}
        phoneOnFile={profile.data?.profile.phone}
        extra={
          typed &&
          hasDefault && (
            <div className={forms.check}>
              <input
                id={checkboxId}
                type="checkbox"
                className={forms.checkbox}
                checked={makeDefault}
                onChange={(event) => setMakeDefault(event.target.checked)}
              />
              <label htmlFor={checkboxId}>
                {typed === 'shipping' ? <Trans>Make this my default delivery address</Trans> : <Trans>Make this my default billing address</Trans>}
              </label>
            </div>
          )
        }
      />
    </FormPage>
  );
}

const EDIT_TITLE = {
  shipping: <Trans>Edit delivery address</Trans>,
  billing: <Trans>Edit billing address</Trans>,
  additional: <Trans>Edit address</Trans>,
} satisfies Record<AddressType, ReactNode>;

function EditForm({ address, locale }: { address: Address; locale: Locale }) {
  const { t, i18n } = useLingui();
  const { api } = useAddressBook();
  const saved = useAfterSave(locale);
  // the type is fixed at creation: it is not sent
  const save = async ({ type: _type, ...body }: CreateAddressBody) => {
    await api.update(address.id, body);
    await saved();
  };
  return <AddressForm key={address.id} type={address.type} initialValues={valuesOf(address, i18n.locale)} submitLabel={t`Save changes`} save={save} />;
}

/** edit-shipping-address, edit-billing-address: the default of that type (the guard made sure there is one). */
export function EditDefaultAddressPage({ type, locale }: { type: 'shipping' | 'billing'; locale: Locale }) {
  const { http, owner, tracked } = useAddressBook();
  const list = useQuery(addressListQuery(http, owner, type, 1, { limit: 1, around: (run) => tracked(LIST_OPERATION[type], run) }));
  const address = list.data?.items[0];
  return (
    <FormPage title={EDIT_TITLE[type]} locale={locale}>
      {list.isError ? (
        <ListProblem error={list.error} retry={() => void list.refetch()} />
      ) : list.isPending ? (
        <Loading />
      ) : address ? (
        <EditForm address={address} locale={locale} />
      ) : (
        <Missing locale={locale} />
      )}
    </FormPage>
  );
}

/** edit-address?id=…: one of the other addresses, by its id. */
export function EditAddressPage({ id, locale }: { id: number | undefined; locale: Locale }) {
  const { http, owner } = useAddressBook();
  const found = useQuery({ ...addressQuery(http, owner, id ?? 0), enabled: id !== undefined });
  const gone = id === undefined || (found.error instanceof ApiError && found.error.status === 404);
  return (
    <FormPage title={EDIT_TITLE.additional} locale={locale}>
      {gone ? (
        <Missing locale={locale} />
      ) : found.isError ? (
        <ListProblem error={found.error} retry={() => void found.refetch()} />
      ) : found.isPending ? (
        <Loading />
      ) : (
        <EditForm address={found.data} locale={locale} />
      )}
    </FormPage>
  );
}

const Loading = () => (
  <p className={css.status} role="status">
    <Trans>Loading the address…</Trans>
  </p>
);

const Missing = ({ locale }: { locale: Locale }) => (
  <div className={css.empty} data-testid="address-missing">
    <Trans>This address is not in your address book (it may have been deleted).</Trans>
    <Link to="/{-$locale}/my-account/address-book" params={{ locale: localeParam(locale) }}>
      <Trans>Back to the address book</Trans>
    </Link>
  </div>
);
