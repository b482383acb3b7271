import { describe, expect, it } from 'vitest';
import { bangkokBuddhistYear, documentNumber } from './receipts.ts';

describe('bangkokBuddhistYear', () => {
  it('turns to the next year at midnight in Bangkok, 17:00 UTC, in the Buddhist era', () => {
    expect(bangkokBuddhistYear(new Date('2026-12-31T16:59:59.999Z'))).toBe(2569);
    expect(bangkokBuddhistYear(new Date('2026-12-31T17:00:00.000Z'))).toBe(2570);
    expect(bangkokBuddhistYear(new Date('2026-01-01T00:00:00.000Z'))).toBe(2569);
  });
});

describe('documentNumber', () => {
  it('gives the series, the year and the place in it, six digits at least', () => {
    expect(documentNumber('RC', 2569, 1)).toBe('RC2569-000001');
    expect(documentNumber('RC', 2569, 123_456)).toBe('RC2569-123456');
    expect(documentNumber('RC', 2570, 1_000_000)).toBe('RC2570-1000000');
    expect(documentNumber('CN', 2569, 7)).toBe('CN2569-000007');
  });
});
