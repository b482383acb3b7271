import { describe, expect, it } from 'vitest';
import { placeFailureOf } from './checkout-failure.ts';

describe('placeFailureOf', () => {
  it.each([
    [{ status: 401, code: 'UNAUTHORIZED', message: 'กรุณาเข้าสู่ระบบ' }, 'unauthorized'],
    [{ status: 409, code: 'CART_CHANGED', message: 'changed' }, 'cartChanged'],
    [{ status: 409, code: 'PRICE_CHANGED', message: 'prices changed' }, 'cartChanged'],
    [{ status: 409, code: 'CART_ORDERED', message: 'ordered' }, 'ordered'],
    [{ status: 409, code: 'NOT_ENOUGH_STOCK', message: 'สินค้าไม่เพียงพอ: iPhone' }, 'rejected'],
    [{ status: 422, code: 'EDUCATION_YEARLY_LIMIT', message: 'limit' }, 'rejected'],
    [{ status: 0, code: null, message: 'Network error' }, 'network'],
    [{ status: 503, code: null, message: '' }, 'network'],
    [{ status: 429, code: 'RATE_LIMITED', message: 'slow down' }, 'network'],
    [new Error('boom'), 'network'],
  ])('%j is %s', (error, kind) => {
    expect(placeFailureOf(error).kind).toBe(kind);
  });
});
