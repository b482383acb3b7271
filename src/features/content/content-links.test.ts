import { describe, expect, it } from 'vitest';
import { formatDay, localHref, productsNamedIn } from './content-links';

describe('localHref', () => {
  it('puts English shop paths under /en and leaves the rest', () => {
    expect(localHref('/category/promotion', 'en')).toBe('/en/category/promotion');
    expect(localHref('/', 'en')).toBe('/en');
    expect(localHref('/ipad', 'th')).toBe('/ipad');
    expect(localHref('https://example.com/x', 'en')).toBe('https://example.com/x');
  });
});

describe('formatDay', () => {
  it('writes a day in Thai (Buddhist year) or English, in Thai time', () => {
    expect(formatDay('2026-12-31T23:59:59+07:00', 'th')).toBe('31 ธ.ค. 2569');
    expect(formatDay('2026-12-31T23:59:59+07:00', 'en')).toBe('31 Dec 2026');
  });
});

describe('productsNamedIn', () => {
  const items = [
    { productName: 'iPhone 17' },
    { productName: 'iPhone 17 Pro' },
    { productName: 'iPhone 17 Pro Max' },
    { productName: 'MacBook Air 13 นิ้ว (M4)' },
  ];

  it('finds the names a text holds, the longest where they overlap, in the catalogue order', () => {
    expect(productsNamedIn('ถ่ายด้วย iPhone 17 Pro Max และ macbook air 13 นิ้ว (M4)', items).map((i) => i.productName)).toEqual([
      'iPhone 17 Pro Max',
      'MacBook Air 13 นิ้ว (M4)',
    ]);
    expect(productsNamedIn('iPhone 17 or iPhone 17 Pro?', items).map((i) => i.productName)).toEqual(['iPhone 17', 'iPhone 17 Pro']);
    expect(productsNamedIn('nothing here', items)).toEqual([]);
  });
});
