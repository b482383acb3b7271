import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors.ts';
import { type Filterable, matchesAll, parseFacetFilters, parseNumericFilters, parseTagFilters } from './filters.ts';

const item = (categorySlug: string, price: number, isSpecialPrice = false, colour: string[] = []): Filterable => ({
  facets: {
    categorySlug: [categorySlug],
    isSpecialPrice: [String(isSpecialPrice)],
    educationFlag: ['false'],
    colour,
    capacity: [],
    price: [String(price)],
    priceRangeMax: [String(price)],
  },
  numbers: { price, priceRangeMin: price, priceRangeMax: price, standardPriceMin: price, standardPriceMax: price, productId: 1001 },
});
const iphone = item('iphone', 29900, false, ['silver', 'สีเงิน', 'deep blue', 'สีน้ำเงินเข้ม']);
const case_ = item('apple-accessories', 1990, true, ['clear', 'ใส']);
const mac = item('mac', 39900, false, ['silver', 'สีเงิน']);

function refused(run: () => unknown, lang: 'th' | 'en' = 'en') {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(400);
    expect((error as HttpError).code).toBe('INVALID_FILTER');
    return (error as HttpError).messageIn(lang);
  }
  throw new Error('expected the filter to be refused');
}

describe('facet filters', () => {
  it('ANDs the items of the list and ORs a nested list', () => {
    const filters = parseFacetFilters([['categorySlug:iphone', 'categorySlug:mac'], 'isSpecialPrice:false']);
    expect([iphone, case_, mac].map((i) => matchesAll(filters, i))).toEqual([true, false, true]);
  });

  it('reads the string form with parentheses as an OR group', () => {
    const filters = parseFacetFilters('(categorySlug:iphone,categorySlug:apple-accessories),isSpecialPrice:true');
    expect([iphone, case_, mac].map((i) => matchesAll(filters, i))).toEqual([false, true, false]);
  });

  it('negates a value written with a minus', () => {
    const filters = parseFacetFilters(['categorySlug:-iphone']);
    expect([iphone, case_, mac].map((i) => matchesAll(filters, i))).toEqual([false, true, true]);
  });

  it('compares values without regard to case or surrounding spaces', () => {
    expect(matchesAll(parseFacetFilters(['categorySlug: IPhone ']), iphone)).toBe(true);
  });

  it('holds for a list attribute when one of its values matches, and its negation when none does', () => {
    expect([iphone, case_, mac].map((i) => matchesAll(parseFacetFilters(['colour:Silver']), i))).toEqual([true, false, true]);
    expect([iphone, case_, mac].map((i) => matchesAll(parseFacetFilters(['colour:สีน้ำเงินเข้ม']), i))).toEqual([true, false, false]);
    expect([iphone, case_, mac].map((i) => matchesAll(parseFacetFilters(['colour:-silver']), i))).toEqual([false, true, false]);
  });

  it('compares a numeric facet as a number', () => {
    expect(matchesAll(parseFacetFilters(['price:29900.0']), iphone)).toBe(true);
    expect(matchesAll(parseFacetFilters(['price:2990']), iphone)).toBe(false);
    expect(matchesAll(parseFacetFilters(['price:cheap']), iphone)).toBe(false);
  });

  it('holds for everything when there is no filter', () => {
    expect(matchesAll(parseFacetFilters(undefined), iphone)).toBe(true);
    expect(matchesAll(parseFacetFilters([]), iphone)).toBe(true);
  });

  it('refuses an attribute that is not a facet, and text without a colon', () => {
    expect(refused(() => parseFacetFilters(['brand:apple']))).toMatch(/brand/);
    refused(() => parseFacetFilters(['iphone']));
    expect(refused(() => parseFacetFilters(['brand:apple']), 'th')).toMatch(/กรองตาม/);
  });

  it('refuses unbalanced or nested parentheses', () => {
    refused(() => parseFacetFilters('(categorySlug:iphone'));
    refused(() => parseFacetFilters('((categorySlug:iphone))'));
    refused(() => parseFacetFilters('categorySlug:iphone)'));
  });
});

describe('numeric filters', () => {
  it('applies every comparison operator', () => {
    const at = (filter: string) => [iphone, case_, mac].filter((i) => matchesAll(parseNumericFilters([filter]), i)).length;
    expect(at('price>=29900')).toBe(2);
    expect(at('price>29900')).toBe(1);
    expect(at('price<=29900')).toBe(2);
    expect(at('price<29900')).toBe(1);
    expect(at('price=1990')).toBe(1);
    expect(at('price!=1990')).toBe(2);
    expect(at('price >= 2000.5')).toBe(2);
  });

  it('reads a range written with TO, bounds included', () => {
    const filters = parseNumericFilters(['price:1990 TO 29900']);
    expect([iphone, case_, mac].map((i) => matchesAll(filters, i))).toEqual([true, true, false]);
  });

  it('ANDs a list into a price band', () => {
    const filters = parseNumericFilters(['price>=10000', 'price<=30000']);
    expect([iphone, case_, mac].map((i) => matchesAll(filters, i))).toEqual([true, false, false]);
  });

  it('refuses unknown attributes and anything that is not attribute, operator, number', () => {
    refused(() => parseNumericFilters(['weight>1']));
    refused(() => parseNumericFilters(['price>cheap']));
    refused(() => parseNumericFilters(['price']));
    refused(() => parseNumericFilters(['price=>1']));
    refused(() => parseNumericFilters(['price:1 TO']));
  });
});

describe('tag filters', () => {
  it('hold for no record, as the records have no _tags, unless negated', () => {
    expect(matchesAll(parseTagFilters(['new']), iphone)).toBe(false);
    expect(matchesAll(parseTagFilters(['-new']), iphone)).toBe(true);
    expect(matchesAll(parseTagFilters([['new', '-sale']]), iphone)).toBe(true);
    expect(matchesAll(parseTagFilters(['\\-new']), iphone)).toBe(false);
    expect(matchesAll(parseTagFilters(undefined), iphone)).toBe(true);
  });
});
