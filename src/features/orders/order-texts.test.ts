import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { messages as en } from '../../../locales/en/messages.po';
import { messages as th } from '../../../locales/th/messages.po';
import { branchText, creditNoteOf, isPaid, paymentMethodText, paymentStatusText, receiptOf, receiptTitle } from './order-texts';

const thai = setupI18n({ locale: 'th', messages: { th } });
const english = setupI18n({ locale: 'en', messages: { en } });
const company = { type: 'company', companyName: 'บริษัท ตัวอย่าง จำกัด', branch: 'head-office', taxId: '0105536000313' } as const;

describe('the receipt title', () => {
  it('is a receipt and tax invoice when one was asked for', () => {
    expect(receiptTitle(thai, { taxInvoice: company })).toBe('ใบเสร็จรับเงิน / ใบกำกับภาษี');
    expect(receiptTitle(english, { taxInvoice: { type: 'person', name: 'Somchai Jaidee', taxId: '1101700207030' } })).toBe('Receipt / Tax invoice');
  });
  it('is a receipt and abbreviated tax invoice otherwise', () => {
    expect(receiptTitle(thai, { taxInvoice: null })).toBe('ใบเสร็จรับเงิน / ใบกำกับภาษีอย่างย่อ');
    expect(receiptTitle(english, { taxInvoice: null })).toBe('Receipt / Abbreviated tax invoice');
  });
});

describe('a company branch', () => {
  it('names the head office', () => expect(branchText(thai, 'head-office')).toBe('สำนักงานใหญ่'));
  it('numbers a branch', () => expect(branchText(thai, '00001')).toBe('สาขาที่ 00001'));
});

describe('payments in words', () => {
  it('names each method', () => {
    expect(paymentMethodText(thai, 'card')).toBe('บัตรเครดิต/เดบิต');
    expect(paymentMethodText(thai, 'promptpay')).toBe('พร้อมเพย์');
    expect(paymentMethodText(english, 'bank-transfer')).toBe('Bank transfer');
  });
  it('names each status', () => {
    expect(paymentStatusText(thai, 'succeeded')).toBe('สำเร็จ');
    expect(paymentStatusText(english, 'pending')).toBe('Pending');
  });
});

describe('isPaid', () => {
  it('holds once the money is in, until delivery', () => {
    expect(['paid', 'preparing', 'shipped', 'delivered'].every((s) => isPaid(s as never))).toBe(true);
    expect(['pendingPayment', 'cancelled', 'expired'].some((s) => isPaid(s as never))).toBe(false);
  });
});

describe('which document an order prints', () => {
  const receipt = { number: 'RC2569-000004', issuedAt: '2026-11-20T03:00:00.000Z' };
  const creditNote = { number: 'CN2569-000001', issuedAt: '2026-11-21T03:00:00.000Z' };

  it('is the receipt while the order stands paid', () => {
    expect(receiptOf({ status: 'shipped', receipt })).toBe(receipt);
    expect(creditNoteOf({ status: 'shipped', receipt, creditNote: null })).toBeNull();
  });

  it('is the credit note, with the receipt it takes back, once the shop cancelled the paid order', () => {
    expect(receiptOf({ status: 'cancelled', receipt })).toBeNull();
    expect(creditNoteOf({ status: 'cancelled', receipt, creditNote })).toEqual({ ...creditNote, receipt });
  });

  it('is neither for an order cancelled before it was paid', () => {
    expect(receiptOf({ status: 'cancelled', receipt: null })).toBeNull();
    expect(creditNoteOf({ status: 'cancelled', receipt: null, creditNote: null })).toBeNull();
  });
});
