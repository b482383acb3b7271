import { describe, expect, it } from 'vitest';
import { cleanText, normalizeWord, segments, tokenize } from './tokenize.ts';

describe('tokenize', () => {
  it('splits Thai text written without spaces into words', () => {
    expect(tokenize('ที่ชาร์จ')).toEqual(['ที่', 'ชาร์จ']);
    expect(tokenize('สายชาร์จ')).toEqual(['สาย', 'ชาร์จ']);
    expect(tokenize('พร้อมระบบตัดเสียงรบกวน')).toEqual(['พร้อม', 'ระบบ', 'ตัด', 'เสียง', 'รบกวน']);
  });

  it('splits a Thai word glued to the next one the same way in a name and in a query', () => {
    const name = tokenize('เคสซิลิโคนพร้อม MagSafe');
    for (const word of tokenize('ซิลิโคนเคส')) expect(name).toContain(word);
  });

  it('lower-cases Latin words and drops punctuation between them', () => {
    expect(tokenize('iPad Pro 11-inch (M5)')).toEqual(['ipad', 'pro', '11', 'inch', 'm5']);
    expect(tokenize('Magic Keyboard (USB-C) - Thai')).toEqual(['magic', 'keyboard', 'usb', 'c', 'thai']);
  });

  it('removes Latin accents but keeps Thai vowel and tone marks', () => {
    expect(normalizeWord('Café')).toBe('cafe');
    expect(normalizeWord('ที่ชาร์จ')).toBe('ที่ชาร์จ');
    expect(normalizeWord('ไทเทเนียม')).toBe('ไทเทเนียม');
  });

  it('keeps every piece of the text in its segments, so a highlight can rebuild it', () => {
    const text = 'AirPods 4 พร้อมระบบตัดเสียงรบกวน <b>';
    expect(
      segments(text)
        .map((s) => s.text)
        .join(''),
    ).toBe(text);
    expect(segments('<b>').every((s) => s.word === null || s.word === 'b')).toBe(true);
  });

  it('splits Thai glued to Latin letters or digits, which the segmenter may keep together', () => {
    expect(tokenize('ไอโฟน17โปร')).toEqual(['ไอ', 'โฟน', '17', 'โปร']);
    expect(tokenize('เคสiPhone')).toEqual(['เคส', 'iphone']);
    expect(tokenize('iPhone17 48MP')).toEqual(['iphone17', '48mp']);
  });

  it('cleans text for synonym look-ups: lower case, one space for any run of spaces and punctuation', () => {
    expect(cleanText('  Apple-Watch,  ULTRA ')).toBe('apple watch ultra');
    expect(cleanText('แอปเปิ้ลวอทช์!')).toBe('แอปเปิ้ลวอทช์');
  });
});
