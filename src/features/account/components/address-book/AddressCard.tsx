import type { Address } from '@contract/customer';
import type { ReactNode } from 'react';
import { AddressLines } from '@/ui/AddressLines';
import * as css from './address-book.css';

/** One address as the shopper wrote it, with what can be done with it. */
export function AddressCard({ address, actions }: { address: Address; actions: ReactNode }) {
  return (
    <article className={css.card} data-testid="address-card" aria-label={`${address.firstName} ${address.lastName}`}>
      <AddressLines address={address} />
      <div className={css.actions}>{actions}</div>
    </article>
  );
}
