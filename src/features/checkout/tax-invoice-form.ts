import { TaxInvoiceRequest } from '@contract/order';
import type { FormErrors } from '@modular-forms/react';
import * as v from 'valibot';
import { formRules } from '@/lib/form-rules';

/** The checkout form's tax-invoice fields: a company's branch is chosen as head office or a branch number. */
export type TaxInvoiceValues = {
  wanted: boolean;
  type: 'person' | 'company';
  name: string;
  companyName: string;
  branchKind: 'head-office' | 'branch';
  branch: string;
  taxId: string;
};

export const NO_TAX_INVOICE: TaxInvoiceValues = { wanted: false, type: 'person', name: '', companyName: '', branchKind: 'head-office', branch: '', taxId: '' };

/** The request the order is placed with (the contract's TaxInvoiceRequest), or null for an abbreviated receipt. */
export function taxInvoiceOf(values: Partial<TaxInvoiceValues>): TaxInvoiceRequest | null {
  if (!values.wanted) return null;
  const taxId = values.taxId ?? '';
  return values.type === 'company'
    ? { type: 'company', companyName: values.companyName ?? '', branch: values.branchKind === 'branch' ? (values.branch ?? '') : 'head-office', taxId }
    : { type: 'person', name: values.name ?? '', taxId };
}

const rules = formRules<TaxInvoiceValues>(TaxInvoiceRequest);

/** The contract's rules, in the page's language, for the fields a tax invoice needs; none when no invoice is wanted. */
export function validateTaxInvoice(values: Partial<TaxInvoiceValues>): FormErrors<TaxInvoiceValues> {
  const request = taxInvoiceOf(values);
  return request ? rules(request) : {};
}

/** The request as the server will read it (trimmed). */
export const parsedTaxInvoice = (values: Partial<TaxInvoiceValues>) => {
  const request = taxInvoiceOf(values);
  return request ? v.parse(TaxInvoiceRequest, request) : null;
};
