import { describe, expect, it } from 'vitest';
import { INITIAL, storedDetails } from './details-storage';

const storage = (value: string | null) => ({ getItem: () => value });

describe('storedDetails', () => {
  it('gives back what was typed', () => {
    const typed = { ...INITIAL, phone: '0812345678', shippingAddress: { ...INITIAL.shippingAddress, firstName: 'สมชาย', postcode: '10110' } };
    expect(storedDetails('k', storage(JSON.stringify(typed)))).toEqual(typed);
  });
  it('starts empty without a key, without a stored value, or with one that is not JSON', () => {
    expect(storedDetails(null, storage(JSON.stringify({ phone: '0812345678' })))).toEqual(INITIAL);
    expect(storedDetails('k', storage(null))).toEqual(INITIAL);
    expect(storedDetails('k', storage('{not json'))).toEqual(INITIAL);
    expect(storedDetails('k', storage('"a string"'))).toEqual(INITIAL);
  });
  it('drops what is not text and what the form has no field for', () => {
    const stored = { phone: 812345678, wantsInvoice: 'yes', shippingAddress: { firstName: ['x'], postcode: '10110', admin: 'x' }, billingAddress: 'x' };
    const details = storedDetails('k', storage(JSON.stringify(stored)));
    expect(details).toEqual({ ...INITIAL, shippingAddress: { ...INITIAL.shippingAddress, postcode: '10110' } });
  });
});
