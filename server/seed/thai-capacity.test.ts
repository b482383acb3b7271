import { describe, expect, it } from 'vitest';
import { catalogue } from './catalogue-data.ts';
import { thaiCapacity } from './thai-capacity.ts';

describe('thaiCapacity', () => {
  it('writes units and words in Thai', () => {
    expect(thaiCapacity('13-inch')).toBe('13 นิ้ว');
    expect(thaiCapacity('49mm Trail Loop')).toBe('49 มม. Trail Loop');
    expect(thaiCapacity('46mm GPS + Cellular')).toBe('46 มม. GPS + Cellular');
    expect(thaiCapacity('240W 2m')).toBe('240W 2 ม.');
    expect(thaiCapacity('1 pack')).toBe('แพ็ค 1 ชิ้น');
    expect(thaiCapacity('Touch ID and Numeric Keypad')).toBe('Touch ID และแป้นตัวเลข');
  });

  it('leaves chip, storage and network names as Apple Thailand writes them', () => {
    expect(thaiCapacity('256GB Wi-Fi + Cellular')).toBeNull();
    expect(thaiCapacity('M4 Pro 14-core CPU 20-core GPU 24GB 1TB')).toBeNull();
    expect(thaiCapacity('Touch ID')).toBeNull();
  });

  it('leaves no English unit word in any seeded configuration', () => {
    const capacities = catalogue.flatMap((model) => model.variants.flatMap((variant) => (variant.capacity ? [variant.capacity] : [])));
    for (const capacity of capacities) expect(thaiCapacity(capacity) ?? capacity, capacity).not.toMatch(/inch|pack|\d+mm|\d+m\b| and /);
  });
});
