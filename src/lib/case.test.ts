import { describe, expect, it } from 'vitest';
import { camelizeKeys } from './case';

describe('camelizeKeys', () => {
  it('camel-cases nested keys and leaves values alone', () => {
    expect(camelizeKeys({ cart_id: 'a_b', items: [{ total_price: 1, 'limit-qty': 2 }] })).toEqual({
      cartId: 'a_b',
      items: [{ totalPrice: 1, limitQty: 2 }],
    });
  });
  it('keeps camelCase keys as they are', () => expect(camelizeKeys({ totalVat: 7 })).toEqual({ totalVat: 7 }));
});
