import { describe, expect, it } from 'vitest';
import { dayNumber, storageOf } from './records.ts';

describe('storage size of a capacity option', () => {
  it('reads the size a shopper compares, in GB or TB', () => {
    expect(storageOf('256GB')?.label).toBe('256GB');
    expect(storageOf('512GB Wi-Fi + Cellular')?.label).toBe('512GB');
    expect(storageOf('1TB Wi-Fi')).toEqual({ label: '1TB', gigabytes: 1024 });
  });

  it("takes a Mac's storage, not its memory", () => {
    expect(storageOf('M4 Pro 14-core CPU 20-core GPU 24GB 1TB')?.label).toBe('1TB');
  });

  it('finds none in sizes that are not storage', () => {
    for (const option of ['42mm GPS', '60W 1m', 'Touch ID', '4 pack', null]) expect(storageOf(option)).toBeNull();
  });
});

describe('release date as a number', () => {
  it('numbers later days higher, as the newest replica sorts', () => {
    expect(dayNumber('2025-09-19')).toBe(20250919);
    const days = ['2024-09-20', '2024-11-08', '2025-02-28', '2025-09-19', '2025-10-22'];
    expect(days.map(dayNumber)).toEqual(days.map(dayNumber).sort((a, b) => a - b));
  });
});
