import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors.ts';
import { highlightRanges, matchFacetValue, searchableFacetOf } from './facet-values.ts';

const TAGS = { pre: '<em>', post: '</em>' };
const marked = (value: string, query: string) => {
  const ranges = matchFacetValue(value, query);
  return ranges && highlightRanges(value, ranges, TAGS);
};

describe('facet value matching', () => {
  it('matches the start of any word of the value, without case', () => {
    expect(marked('Space Black', 'bl')).toBe('Space <em>Bl</em>ack');
    expect(marked('Space Black', 'SPACE b')).toBe('<em>Space</em> <em>B</em>lack');
    expect(marked('Space Black', 'lack')).toBeNull();
    expect(marked('Space Black', 'black space')).toBe('<em>Space</em> <em>Black</em>');
  });

  it('finds Thai words written without spaces', () => {
    expect(marked('สีเงิน', 'เงิน')).toBe('สี<em>เงิน</em>');
    expect(marked('สีเงิน', 'สีเ')).toBe('<em>สีเ</em>งิน');
    expect(marked('สีน้ำเงินเข้ม', 'น้ำเงิน')).toBe('สี<em>น้ำเงิน</em>เข้ม');
  });

  it('matches every value when the query is empty, marking nothing', () => {
    expect(marked('256GB', '')).toBe('256GB');
    expect(marked('256GB', '  ')).toBe('256GB');
    expect(marked('256GB', '25')).toBe('<em>25</em>6GB');
  });

  it('escapes the value around the tags', () => {
    expect(marked('<b>&', '<b')).toBe('<em>&lt;b</em>&gt;&amp;');
  });

  it("refuses a facet that is not searchable with Algolia's message", () => {
    expect(searchableFacetOf('colour')).toBe('colour');
    for (const name of ['isSpecialPrice', 'price', 'brand']) {
      expect(() => searchableFacetOf(name)).toThrow(HttpError);
    }
    expect(() => searchableFacetOf('price')).toThrow('Cannot search in `price` attribute, you need to add `searchable(price)` to attributesForFaceting.');
  });
});
