import { describe, expect, it } from 'vitest';
import { signatureMatches, signCallback } from './signature.ts';

describe('callback signature', () => {
  const body = '{"gatewayRef":"pay_0123456789","status":"succeeded","amount":4890000,"eventId":"evt_1"}';

  it('accepts the HMAC-SHA256 of the exact raw body, in either hex case', () => {
    const signature = signCallback(body, 'secret');
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    expect(signatureMatches(body, signature, 'secret')).toBe(true);
    expect(signatureMatches(body, signature.toUpperCase(), 'secret')).toBe(true);
  });

  it('refuses another body, another secret, a malformed or missing header and an empty secret', () => {
    const signature = signCallback(body, 'secret');
    expect(signatureMatches(body.replace('4890000', '100'), signature, 'secret')).toBe(false);
    expect(signatureMatches(`${body} `, signature, 'secret')).toBe(false);
    expect(signatureMatches(body, signature, 'other')).toBe(false);
    expect(signatureMatches(body, signature.slice(2), 'secret')).toBe(false);
    expect(signatureMatches(body, `${signature.slice(0, 62)}zz`, 'secret')).toBe(false);
    expect(signatureMatches(body, undefined, 'secret')).toBe(false);
    expect(signatureMatches(body, signCallback(body, ''), '')).toBe(false);
  });
});
