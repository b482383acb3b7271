import { describe, expect, it } from 'vitest';
import { storageOf } from './records.ts';

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
