import { describe, expect, it } from 'vitest';
import { formatPhone } from './phone-format';

describe('formatPhone', () => {
  it.each([
    ['0812345678', '081-234-5678'],
    ['0912345678', '091-234-5678'],
    ['021234567', '021234567'],
    ['081-234-5678', '081-234-5678'],
    ['', ''],
  ])('%s reads %s', (phone, shown) => expect(formatPhone(phone)).toBe(shown));
});
