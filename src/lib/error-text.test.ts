import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { messages as th } from '../../locales/th/messages.po';
import { errorText, refusalOf } from './error-text';
import { ApiError } from './http';

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

describe('refusalOf', () => {
  it("takes the server's words for a refusal only, never a server fault's or a network failure's", () => {
    expect(refusalOf(new ApiError(400, 'รหัสไปรษณีย์ไม่ถูกต้อง', 'INVALID_POSTCODE'))).toBe('รหัสไปรษณีย์ไม่ถูกต้อง');
    expect(refusalOf(new ApiError(500, 'Internal Server Error'))).toBeNull();
    expect(refusalOf(new ApiError(502, '<h1>502 Bad Gateway</h1>'))).toBeNull();
    expect(refusalOf(new ApiError(0, 'Failed to fetch'))).toBeNull();
    expect(refusalOf(new ApiError(409, ''))).toBeNull();
    expect(refusalOf(new Error('boom'))).toBeNull();
  });
});
