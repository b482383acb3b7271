import type { Address } from '@contract/customer';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { areaLine } from '@/lib/address-lines';
import * as css from './address-book.css';

/** One address as the shopper wrote it, with what can be done with it. */
export function AddressCard({ address, actions }: { address: Address; actions: ReactNode }) {
  const { i18n } = useLingui();
  const { taxId, phone } = address;
  return (
    <article className={css.card} data-testid="address-card" aria-label={`${address.firstName} ${address.lastName}`}>
      <p className={css.name}>
        {address.firstName} {address.lastName}
      </p>
      <address className={css.lines}>
        {address.companyName && <span>{address.companyName}</span>}
        {taxId && (
          <span>
            <Trans>Tax ID {taxId}</Trans>
          </span>
        )}
        <span>{address.address}</span>
        <span>{areaLine(address, i18n.locale)}</span>
        <span className={css.muted}>
          <Trans>Phone {phone}</Trans>
        </span>
      </address>
      <div className={css.actions}>{actions}</div>
    </article>
  );
}
