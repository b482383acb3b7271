import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { messages as th } from '../../locales/th/messages.po';
import { errorText } from './error-text';

const i18n = setupI18n({ locale: 'th', messages: { th } });

describe('error texts of spec section 8', () => {
  it('names the catalogue texts in Thai', () => {
    expect(errorText(i18n, { reason: 'loginRequired' })).toBe('กรุณาเข้าสู่ระบบ');
    expect(errorText(i18n, { reason: 'notEnoughStock', message: 'Only 1 left' })).toBe('สินค้าไม่เพียงพอ');
    expect(errorText(i18n, { reason: 'default' })).toBe('ไม่สามารถทำรายการได้ กรุณาลองใหม่อีกครั้งในภายหลัง');
  });

  it("shows the server's message, or the default text without one", () => {
    expect(errorText(i18n, { message: 'รหัสไม่ถูกต้อง' })).toBe('รหัสไม่ถูกต้อง');
    expect(errorText(i18n, { message: null })).toBe('ไม่สามารถทำรายการได้ กรุณาลองใหม่อีกครั้งในภายหลัง');
  });
});
