import { RegisterBody } from '@contract/account';
import { describe, expect, it } from 'vitest';
import { formRules } from './form-rules';

describe('formRules', () => {
  it("gives each field its first message, and a cross-field check's even while other fields are empty", () => {
    const errors = formRules(RegisterBody)({ email: '', password: 'Newcomer#2026', confirmPassword: 'Newcomer#2026x', firstName: 'Somchai1', consent: false });
    expect(errors).toMatchObject({ email: 'กรุณากรอกอีเมล', firstName: 'กรุณากรอกเป็นตัวอักษรภาษาไทยหรือภาษาอังกฤษเท่านั้น', confirmPassword: 'รหัสผ่านไม่ตรงกัน' });
    expect(errors).not.toHaveProperty('password');
  });

  it('says the passwords differ while the password also breaks a rule: both at once, not one round after the other', () => {
    const errors = formRules(RegisterBody)({ email: 'a@example.com', password: 'abcdefgh', confirmPassword: 'abcdefgi' });
    expect(errors).toHaveProperty('password');
    expect(errors).toMatchObject({ confirmPassword: 'รหัสผ่านไม่ตรงกัน' });
  });

  it('asks for every required field of an empty form, the password confirmation too', () => {
    const errors = formRules(RegisterBody)({ email: '', password: '', confirmPassword: '', firstName: '', lastName: '', phone: '', consent: false });
    expect(errors).toMatchObject({ password: 'กรุณากรอกรหัสผ่าน', confirmPassword: 'กรุณากรอกยืนยันรหัสผ่าน' });
  });

  it('has no errors for values the schema takes', () => {
    const values = {
      email: 'a@example.com',
      password: 'Newcomer#2026',
      confirmPassword: 'Newcomer#2026',
      firstName: 'Somchai',
      lastName: 'ใจดี',
      phone: '0812345678',
      consent: true,
    };
    expect(formRules(RegisterBody)(values)).toEqual({});
  });
});
