import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { messages as en } from '../../locales/en/messages.po';
import { messages as th } from '../../locales/th/messages.po';
import { orderStatusText } from './order-status';

const thai = setupI18n({ locale: 'th', messages: { th } });
const english = setupI18n({ locale: 'en', messages: { en } });

describe('order statuses as the shopper reads them', () => {
  it('says each status in Thai', () => {
    expect(orderStatusText(thai, 'pendingPayment')).toBe('รอชำระเงิน');
    expect(orderStatusText(thai, 'paid')).toBe('ชำระเงินแล้ว');
    expect(orderStatusText(thai, 'preparing')).toBe('กำลังเตรียมสินค้า');
    expect(orderStatusText(thai, 'shipped')).toBe('จัดส่งแล้ว');
    expect(orderStatusText(thai, 'delivered')).toBe('ได้รับสินค้าแล้ว');
    expect(orderStatusText(thai, 'cancelled')).toBe('ยกเลิกแล้ว');
    expect(orderStatusText(thai, 'expired')).toBe('หมดเวลาชำระเงิน');
  });

  it('says each status in English', () => {
    expect(orderStatusText(english, 'pendingPayment')).toBe('Awaiting payment');
    expect(orderStatusText(english, 'expired')).toBe('Payment time ran out');
    expect(orderStatusText(english, 'delivered')).toBe('Delivered');
  });
});
