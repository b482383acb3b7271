import type { Address } from '@contract/customer';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { areaLine } from '@/lib/address-lines';
import * as css from './checkout.css';

/** Radio cards of the customer's addresses of one kind; the chosen one goes with the order. */
export function AddressChoice({
  name,
  legend,
  addresses,
  selectedId,
  onSelect,
}: {
  name: string;
  legend: ReactNode;
  addresses: Address[];
  selectedId: number | null;
  onSelect: (addressId: number) => void;
}) {
  const { i18n } = useLingui();
  return (
    <fieldset className={css.choices}>
      <legend className={css.legend}>{legend}</legend>
      {addresses.map((address) => (
        <label key={address.id} className={css.choice} data-testid={`${name}-choice`}>
          <input className={css.radio} type="radio" name={name} checked={address.id === selectedId} onChange={() => onSelect(address.id)} />
          <address className={css.choiceBody}>
            <span className={css.choiceName}>
              {address.firstName} {address.lastName}
            </span>
            {address.companyName && <span>{address.companyName}</span>}
            <span>{address.address}</span>
            <span>{areaLine(address, i18n.locale)}</span>
            <span className={css.muted}>{address.phone}</span>
          </address>
        </label>
      ))}
    </fieldset>
  );
}
