import { afterEach, describe, expect, it, vi } from 'vitest';
import { trackRegistration } from './analytics';

afterEach(() => vi.unstubAllGlobals());

function page(cookie: string) {
  const window: { dataLayer?: unknown[] } = {};
  vi.stubGlobal('document', { cookie });
  vi.stubGlobal('window', window);
  return window;
}

describe('trackRegistration', () => {
  it('reports a new account to the data layer when the shopper agreed to the privacy policy', () => {
    const window = page('cookie-notice=accepted; privacy-consent=agreed');
    trackRegistration('email');
    expect(window.dataLayer).toEqual([{ event: 'sign_up', method: 'email', conversion: 'CompleteRegistration' }]);
  });

  it('reports nothing without that consent', () => {
    const window = page('cookie-notice=accepted');
    trackRegistration('facebook');
    expect(window.dataLayer).toBeUndefined();
  });
});
