import { HttpError, say } from '../http/errors.ts';

/** The one answer for an unknown email, a wrong password and a closed account. */
export const invalidCredentials = () => new HttpError(401, 'INVALID_CREDENTIALS', say('อีเมลหรือรหัสผ่านไม่ถูกต้อง', 'The email or password is incorrect'));

/** Given only after the password (or social login) was right. */
export const notActivated = () =>
  new HttpError(
    403,
    'ACCOUNT_NOT_ACTIVATED',
    say('บัญชีของท่านยังไม่ได้เปิดใช้งาน กรุณายืนยันอีเมลผ่านลิงก์ที่เราส่งให้ท่าน', 'Your account is not activated yet. Please use the link we emailed to you.'),
  );

export const invalidRefresh = () =>
  new HttpError(401, 'INVALID_REFRESH_TOKEN', say('เซสชันหมดอายุ กรุณาเข้าสู่ระบบอีกครั้ง', 'Your session has ended, please log in again'));

export const socialTokenRefused = (provider: 'facebook' | 'apple') => {
  const name = provider === 'facebook' ? 'Facebook' : 'Apple';
  return new HttpError(
    401,
    'SOCIAL_TOKEN_INVALID',
    say(`ไม่สามารถยืนยันตัวตนกับ ${name} ได้ กรุณาลองใหม่อีกครั้ง`, `${name} could not confirm who you are, please try again`),
  );
};

export const providerUnavailable = () =>
  new HttpError(
    503,
    'SOCIAL_PROVIDER_UNAVAILABLE',
    say('ไม่สามารถเข้าสู่ระบบด้วยบัญชีโซเชียลได้ในขณะนี้ กรุณาลองใหม่ภายหลัง', 'Social login is not available right now, please try again later'),
  );
