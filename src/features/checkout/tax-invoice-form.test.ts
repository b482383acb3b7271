import { describe, expect, it } from 'vitest';
import { NO_TAX_INVOICE, parsedTaxInvoice, taxInvoiceOf, validateTaxInvoice } from './tax-invoice-form';

const company = { ...NO_TAX_INVOICE, wanted: true, type: 'company' as const, companyName: ' บริษัท ตัวอย่าง จำกัด ', taxId: '0105556000017' };

describe('tax invoice form', () => {
  it('asks nothing when no tax invoice is wanted', () => {
    expect(taxInvoiceOf(NO_TAX_INVOICE)).toBeNull();
    expect(validateTaxInvoice(NO_TAX_INVOICE)).toEqual({});
  });

  it('sends a company at its head office, or at the branch number given', () => {
    expect(parsedTaxInvoice(company)).toEqual({ type: 'company', companyName: 'บริษัท ตัวอย่าง จำกัด', branch: 'head-office', taxId: '0105556000017' });
    expect(taxInvoiceOf({ ...company, branchKind: 'branch', branch: '00002' })).toMatchObject({ branch: '00002' });
  });

  it('puts each rule under its field: the tax ID checksum, a missing name, a branch number that is not 5 digits', () => {
    const errors = validateTaxInvoice({ ...company, companyName: '', branchKind: 'branch', branch: '12', taxId: '0105556000018' });
    expect(Object.keys(errors).sort()).toEqual(['branch', 'companyName', 'taxId']);
    expect(validateTaxInvoice({ ...NO_TAX_INVOICE, wanted: true, type: 'person', name: 'สมชาย ใจดี', taxId: '1101700203450' })).toEqual({});
  });
});
