import { describe, expect, it } from 'vitest';
import { alreadyRegisteredMail, passwordChangedMail } from './templates.ts';

describe('mail texts', () => {
  it('makes an address written in a sentence a link, without the punctuation after it', () => {
    const links = { firstName: 'Somchai', loginLink: 'https://shop.example/en/login', forgotLink: 'https://shop.example/en/forgot-password' };
    expect(alreadyRegisteredMail('en', links).html).toContain(
      'log in at <a href="https://shop.example/en/login" style="color:#0066cc">https://shop.example/en/login</a>, or',
    );
    expect(alreadyRegisteredMail('th', { ...links, loginLink: 'https://shop.example/login' }).html).toContain(
      'กรุณาเข้าสู่ระบบที่ <a href="https://shop.example/login"',
    );
  });

  it('tells the owner of a changed password how to reach the shop if it was not them', () => {
    const mail = passwordChangedMail('th', { firstName: 'Somchai', link: 'https://shop.example/forgot-password', keptHere: true });
    expect(mail.text).toContain('ติดต่อเราที่โทร 02-026-9999');
  });
});
