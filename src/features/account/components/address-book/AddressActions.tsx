import type { Locale } from '@contract/constants';
import type { Address } from '@contract/customer';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { localeParam } from '@/lib/locale';
import { Button, buttonClass } from '@/ui/Button';

/** What can be done with an address that is not a default: edit it (edit-address?id=), anything `extra` offers, delete it. */
export function AddressActions({ address, locale, onDelete, extra }: { address: Address; locale: Locale; onDelete: () => void; extra?: ReactNode }) {
  const { t } = useLingui();
  const name = `${address.firstName} ${address.lastName}`;
  return (
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
}
