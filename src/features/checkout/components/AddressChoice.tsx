import type { Address } from '@contract/customer';
import type { ReactNode } from 'react';
import { AddressLines } from '@/ui/AddressLines';
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
  return (
    <fieldset className={css.choices}>
      <legend className={css.legend}>{legend}</legend>
      {addresses.map((address) => (
        <label key={address.id} className={css.choice} data-testid={`${name}-choice`}>
          <input className={css.radio} type="radio" name={name} checked={address.id === selectedId} onChange={() => onSelect(address.id)} />
          <span className={css.choiceBody}>
            <AddressLines address={address} />
          </span>
        </label>
      ))}
    </fieldset>
  );
}
