import type { TaxInvoiceData } from '@contract/order';
import { Trans, useLingui } from '@lingui/react/macro';
import { branchText } from '../order-texts';
import * as css from './orders.css';

/** The buyer a full tax invoice is issued to: a person by name, or a company with its branch; and the tax ID. */
export function TaxInvoiceDetails({ invoice }: { invoice: TaxInvoiceData }) {
  const { i18n } = useLingui();
  return (
    <dl className={css.facts}>
      <dt className={css.factLabel}>
        <Trans>Issued to</Trans>
      </dt>
      <dd className={css.factValue} data-testid="tax-invoice-buyer">
        {invoice.type === 'person' ? invoice.name : `${invoice.companyName} (${branchText(i18n, invoice.branch)})`}
      </dd>
      <dt className={css.factLabel}>
        <Trans>Tax ID</Trans>
      </dt>
      <dd className={css.factValue} data-testid="tax-invoice-tax-id">
        {invoice.taxId}
      </dd>
    </dl>
  );
}
