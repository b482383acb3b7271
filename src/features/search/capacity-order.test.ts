import { describe, expect, it } from 'vitest';
import { bySize, storageOf } from './capacity-order';

describe('storageOf', () => {
  it('reads gigabytes and terabytes', () => {
    expect(storageOf('128GB')).toBe(128);
    expect(storageOf('1TB')).toBe(1024);
    expect(storageOf('256GB Wi-Fi + Cellular')).toBe(256);
    expect(storageOf('2 TB')).toBe(2048);
  });
  it('answers null for a value without storage', () => {
    expect(storageOf('แพ็ค 4 ชิ้น')).toBeNull();
  });
});

describe('bySize', () => {
  it('orders capacities smallest first, whatever their counts, and keeps the others after them', () => {
    const values = [
      { value: '256GB', count: 6 },
      { value: '512GB', count: 6 },
      { value: 'แพ็ค 4 ชิ้น', count: 5 },
      { value: '128GB', count: 4 },
      { value: '1TB', count: 4 },
      { value: '2TB', count: 2 },
    ];
    expect(bySize(values).map((v) => v.value)).toEqual(['128GB', '256GB', '512GB', '1TB', '2TB', 'แพ็ค 4 ชิ้น']);
  });
});
