import type { Address } from '@contract/customer';
import { type ReactNode, useEffect, useRef } from 'react';
import { AddressLines } from '@/ui/AddressLines';
import * as css from './checkout.css';

/** Radio cards of the customer's addresses of one kind; the chosen one goes with the order. `empty` says there is none. */
export function AddressChoice({
  name,
  legend,
  addresses,
  selectedId,
  onSelect,
  focusSelected = false,
  empty,
}: {
  name: string;
  legend: ReactNode;
  addresses: Address[];
  selectedId: number | null;
  onSelect: (addressId: number) => void;
  /** the chosen address takes the focus once it shows */
  focusSelected?: boolean;
  empty?: ReactNode;
}) {
  const selected = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusSelected) selected.current?.focus();
  }, [focusSelected, selectedId]);
  return (
    <fieldset className={css.choices}>
      <legend className={css.legend}>{legend}</legend>
      {empty && <p className={css.muted}>{empty}</p>}
      {addresses.map((address) => (
        <label key={address.id} className={css.choice} data-testid={`${name}-choice`}>
          <input
            ref={address.id === selectedId ? selected : undefined}
            className={css.radio}
            type="radio"
            name={name}
            checked={address.id === selectedId}
            onChange={() => onSelect(address.id)}
          />
          <span className={css.choiceBody}>
            <AddressLines address={address} />
          </span>
        </label>
      ))}
    </fieldset>
  );
}
