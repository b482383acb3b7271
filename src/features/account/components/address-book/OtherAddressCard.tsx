import type { Locale } from '@contract/constants';
import type { Address } from '@contract/customer';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { localeParam } from '@/lib/locale';
import { Button, buttonClass } from '@/ui/Button';
import { AddressCard } from './AddressCard';

/** An address that is not a default, with what can be done with it: edit it (edit-address?id=), anything `extra` offers, delete it. */
export function OtherAddressCard({ address, locale, onDelete, extra }: { address: Address; locale: Locale; onDelete: () => void; extra?: ReactNode }) {
  const { t } = useLingui();
  const name = `${address.firstName} ${address.lastName}`;
  const actions = (
    <>
      <Link
        to="/{-$locale}/my-account/address-book/edit-address"
        params={{ locale: localeParam(locale) }}
        search={{ id: address.id }}
        className={buttonClass('secondary')}
        aria-label={t`Edit the address of ${name}`}
      >
        <Trans>Edit</Trans>
      </Link>
      {extra}
      <Button look="quiet" onClick={onDelete} aria-label={t`Delete the address of ${name}`}>
        <Trans>Delete</Trans>
      </Button>
    </>
  );
  return <AddressCard address={address} actions={actions} />;
}
