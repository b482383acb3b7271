import { Trans, useLingui } from '@lingui/react/macro';
import { type AddressArea, areaLine } from '@/lib/address-lines';
import { formatPhone } from '@/lib/phone-format';
import * as css from './address-lines.css';

/** An address as the shopper wrote it: an address-book entry or an order's copy of one. */
export interface PostalAddress extends AddressArea {
  firstName: string;
  lastName: string;
  phone: string;
  address: string;
  companyName?: string | null;
  taxId?: string | null;
}

/** Name, company and tax ID when given, street, area (English names on English pages) and phone, one per line. */
export function AddressLines({ address }: { address: PostalAddress }) {
  const { i18n } = useLingui();
  const { companyName, taxId } = address;
  const phone = formatPhone(address.phone);
  return (
    <address className={css.lines}>
      <span className={css.name}>
        {address.firstName} {address.lastName}
      </span>
      {companyName && <span>{companyName}</span>}
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
  );
}
