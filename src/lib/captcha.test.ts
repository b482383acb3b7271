import { describe, expect, it } from 'vitest';
import { captchaToken } from './captcha';

describe('captchaToken', () => {
  it('is undefined when the shop runs without a captcha', async () => {
    expect(await captchaToken(null, 'register')).toBeUndefined();
  });

  it('throws on a setup without a site key or a version (spec section 8)', async () => {
    await expect(captchaToken({ siteKey: '', version: 3, scriptUrl: 'http://127.0.0.1:9/api.js' }, 'register')).rejects.toThrow('ReCaptcha error: no site key');
    await expect(captchaToken({ siteKey: 'key', version: 1 as 3, scriptUrl: 'http://127.0.0.1:9/api.js' }, 'register')).rejects.toThrow(
      'ReCaptcha error: no version',
    );
  });
});
