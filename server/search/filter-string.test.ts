import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors.ts';
import { parseFilterString } from './filter-string.ts';
import { type Filterable, matchesAll } from './filters.ts';

/** A product as the test sees it, kept apart from how the engine stores it. */
interface Item {
  categorySlug: string;
  isSpecialPrice: boolean;
  colour: string[];
  capacity: string[];
  price: number;
  priceRangeMax: number;
}

const ITEMS: Item[] = [
  { categorySlug: 'iphone', isSpecialPrice: false, colour: ['Silver', 'Deep Blue'], capacity: ['256GB', '1TB'], price: 48900, priceRangeMax: 80900 },
  { categorySlug: 'mac', isSpecialPrice: true, colour: ['Space Black', 'Silver'], capacity: ['512GB'], price: 59900, priceRangeMax: 99900 },
  { categorySlug: 'apple-accessories', isSpecialPrice: true, colour: ['Clear'], capacity: [], price: 1990, priceRangeMax: 1990 },
  { categorySlug: 'watch', isSpecialPrice: false, colour: ['Natural'], capacity: [], price: 30000, priceRangeMax: 32900 },
];

const filterable = (item: Item): Filterable => ({
  facets: {
    categorySlug: [item.categorySlug],
    isSpecialPrice: [String(item.isSpecialPrice)],
    educationFlag: ['false'],
    colour: item.colour.map((c) => c.toLowerCase()),
    capacity: item.capacity.map((c) => c.toLowerCase()),
    price: [String(item.price)],
    priceRangeMax: [String(item.priceRangeMax)],
  },
  numbers: { price: item.price, priceRangeMin: item.price, priceRangeMax: item.priceRangeMax, standardPriceMin: item.price, standardPriceMax: 0, productId: 1 },
});

const matching = (filters: string) => {
  const conditions = parseFilterString(filters);
  return ITEMS.filter((item) => matchesAll(conditions, filterable(item))).map((item) => item.categorySlug);
};

function refused(filters: string, lang: 'th' | 'en' = 'en'): string {
  try {
    parseFilterString(filters);
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(400);
    expect((error as HttpError).code).toBe('INVALID_FILTER');
    return (error as HttpError).messageIn(lang);
  }
  throw new Error(`expected ${filters} to be refused`);
}

describe('the filters string', () => {
  it('reads facet, boolean, numeric and range filters', () => {
    expect(matching('categorySlug:iphone')).toEqual(['iphone']);
    expect(matching('isSpecialPrice:true')).toEqual(['mac', 'apple-accessories']);
    expect(matching('price < 30000')).toEqual(['apple-accessories']);
    expect(matching('price>=30000')).toEqual(['iphone', 'mac', 'watch']);
    expect(matching('price != 30000')).toEqual(['iphone', 'mac', 'apple-accessories']);
    expect(matching('price:1990 TO 30000')).toEqual(['apple-accessories', 'watch']);
    expect(matching('priceRangeMax:-5 TO 32900.5')).toEqual(['apple-accessories', 'watch']);
  });

  it('reads quoted values, either quote, with escapes, and compares without case', () => {
    expect(matching('colour:"Space Black"')).toEqual(['mac']);
    expect(matching("colour:'space black'")).toEqual(['mac']);
    expect(matching('colour:SILVER')).toEqual(['iphone', 'mac']);
    expect(matching('"colour":"Deep Blue"')).toEqual(['iphone']);
    expect(matching('colour:"Space \\"Black\\""')).toEqual([]);
  });

  it('matches a list attribute when one of its values does', () => {
    expect(matching('capacity:1TB')).toEqual(['iphone']);
    expect(matching('NOT colour:Silver')).toEqual(['apple-accessories', 'watch']);
  });

  it('combines with AND, OR, NOT and parentheses, AND binding tighter than OR', () => {
    expect(matching('isSpecialPrice:true AND price > 10000')).toEqual(['mac']);
    expect(matching('categorySlug:iphone OR categorySlug:watch')).toEqual(['iphone', 'watch']);
    expect(matching('(categorySlug:iphone OR categorySlug:watch) AND NOT price:30000')).toEqual(['iphone']);
    expect(matching('price < 50000 AND (colour:Silver OR colour:Clear) AND NOT categorySlug:mac')).toEqual(['iphone', 'apple-accessories']);
    expect(matching('((colour:silver)) AND (isSpecialPrice:false OR (price < 2000 OR price > 59000))')).toEqual(['iphone', 'mac']);
    expect(matching('(isSpecialPrice:true AND price < 2000)')).toEqual(['apple-accessories']);
  });

  it('reads a numeric attribute written like a facet as equality', () => {
    expect(matching('priceRangeMax:32900')).toEqual(['watch']);
    expect(matching('price:30000')).toEqual(['watch']);
  });

  it('keeps tag filters, which no record holds (the records have no _tags)', () => {
    expect(matching('_tags:new')).toEqual([]);
    expect(matching('featured OR categorySlug:watch')).toEqual(['watch']);
    expect(matching('NOT _tags:new AND categorySlug:mac')).toEqual(['mac']);
  });

  it('filters nothing when empty', () => {
    expect(matching('')).toHaveLength(ITEMS.length);
    expect(matching('   ')).toHaveLength(ITEMS.length);
  });

  it('refuses what Algolia refuses: an AND inside an OR, a NOT before parentheses', () => {
    expect(refused('categorySlug:iphone OR isSpecialPrice:true AND price < 100')).toBe(
      'filters: filter (X AND Y) OR Z is not allowed, only (X OR Y) AND Z is allowed',
    );
    refused('(categorySlug:iphone AND price < 100) OR categorySlug:mac');
    expect(refused('NOT (categorySlug:iphone OR categorySlug:mac)')).toMatch(/^filters: NOT applies to one filter/);
  });

  it("answers syntax errors in Algolia's words, with the column", () => {
    expect(refused('categorySlug:iphone)')).toBe("filters: Unexpected token ')' expected end of filter at col 20");
    expect(refused('(categorySlug:iphone')).toBe("filters: Unexpected token end of filter expected ')' at col 21");
    expect(refused('categorySlug:iphone categorySlug:mac')).toBe('filters: Unexpected token string(categorySlug) expected end of filter at col 21');
    expect(refused('price > cheap')).toBe('filters: Unexpected token string(cheap) expected numeric at col 9');
    expect(refused('price:1 TO')).toMatch(/^filters: Unexpected token end of filter expected numeric/);
    expect(refused('colour:')).toMatch(/expected value/);
    expect(refused('categorySlug:iphone AND')).toMatch(/expected filter/);
    expect(refused('colour:"Silver')).toBe('filters: Unterminated string starting at col 8');
    expect(refused('price ! 3')).toMatch(/^filters: Unexpected token string\(!\)/);
    expect(refused('colour:x or colour:y')).toMatch(/^filters: Unexpected token string\(or\)/);
  });

  it('refuses attributes that are not facets or numbers, in the request language', () => {
    expect(refused('brand:apple')).toMatch(/^filters: Cannot filter on "brand"/);
    expect(refused('colour > 3')).toMatch(/^filters: Cannot filter numbers on "colour"/);
    expect(refused('categorySlug:1 TO 3')).toMatch(/^filters: Cannot filter numbers/);
    expect(refused('brand:apple', 'th')).toMatch(/^filters: กรองตาม "brand"/);
    expect(refused('(x', 'th')).toMatch(/^filters: ไม่คาดว่าจะพบ/);
  });

  it('refuses nesting deeper than any real filter', () => {
    expect(refused(`${'('.repeat(40)}colour:silver${')'.repeat(40)}`)).toMatch(/nested/);
    expect(refused(`${'NOT '.repeat(40)}colour:silver`)).toMatch(/nested/);
  });
});

/* ---------- generated filters ---------- */

type Literal =
  | { kind: 'facet'; attribute: 'categorySlug' | 'colour' | 'capacity' | 'isSpecialPrice'; value: string; negated: boolean }
  | { kind: 'numeric'; attribute: 'price' | 'priceRangeMax'; operator: '<' | '<=' | '=' | '!=' | '>=' | '>'; value: number; negated: boolean }
  | { kind: 'range'; attribute: 'price' | 'priceRangeMax'; from: number; to: number; negated: boolean }
  | { kind: 'tag'; value: string; negated: boolean };

/** Independent of the engine: what a literal means for one item. */
function holds(literal: Literal, item: Item): boolean {
  let result: boolean;
  switch (literal.kind) {
    case 'facet': {
      const values = literal.attribute === 'isSpecialPrice' ? [String(item.isSpecialPrice)] : ([] as string[]).concat(item[literal.attribute]);
      result = values.some((v) => v.toLowerCase() === literal.value.toLowerCase());
      break;
    }
    case 'numeric': {
      const n = item[literal.attribute];
      result = {
        '<': n < literal.value,
        '<=': n <= literal.value,
        '=': n === literal.value,
        '!=': n !== literal.value,
        '>=': n >= literal.value,
        '>': n > literal.value,
      }[literal.operator];
      break;
    }
    case 'range':
      result = item[literal.attribute] >= literal.from && item[literal.attribute] <= literal.to;
      break;
    case 'tag':
      result = false;
  }
  return result !== literal.negated;
}

const VALUES = {
  categorySlug: ['iphone', 'mac', 'watch', 'ipad', 'apple-accessories'],
  colour: ['Silver', 'silver', 'Deep Blue', 'Space Black', 'Clear', 'NATURAL', 'Gold'],
  capacity: ['256GB', '1tb', '512GB', '2TB'],
  isSpecialPrice: ['true', 'false'],
};
const PRICES = [0, 1990, 30000, 48900, 59900, 80900, 100000];

const literal: fc.Arbitrary<Literal> = fc.oneof(
  fc.constantFrom(...(Object.keys(VALUES) as (keyof typeof VALUES)[])).chain((attribute) =>
    fc.record({
      kind: fc.constant('facet' as const),
      attribute: fc.constant(attribute),
      value: fc.constantFrom(...VALUES[attribute]),
      negated: fc.boolean(),
    }),
  ),
  fc.record({
    kind: fc.constant('numeric' as const),
    attribute: fc.constantFrom('price' as const, 'priceRangeMax' as const),
    operator: fc.constantFrom('<' as const, '<=' as const, '=' as const, '!=' as const, '>=' as const, '>' as const),
    value: fc.oneof(fc.constantFrom(...PRICES), fc.integer({ min: -10, max: 120000 })),
    negated: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('range' as const),
    attribute: fc.constantFrom('price' as const, 'priceRangeMax' as const),
    from: fc.constantFrom(...PRICES),
    to: fc.constantFrom(...PRICES),
    negated: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('tag' as const), value: fc.constantFrom('new', 'featured'), negated: fc.boolean() }),
);

const space = fc.constantFrom('', ' ', '  ');
const quoteStyle = fc.constantFrom('none', 'double', 'single');

/** One way of writing a literal, chosen by fast-check: spacing, quotes, tag forms. */
function written(l: Literal): fc.Arbitrary<string> {
  const not = l.negated ? 'NOT ' : '';
  switch (l.kind) {
    case 'facet':
      return quoteStyle.map((style) => {
        const plain = /^[\w-]+$/.test(l.value);
        const value = style === 'single' ? `'${l.value}'` : style === 'double' || !plain ? `"${l.value}"` : l.value;
        return `${not}${l.attribute}:${value}`;
      });
    case 'numeric':
      return fc.tuple(space, space).map(([a, b]) => `${not}${l.attribute}${a}${l.operator}${b}${l.value}`);
    case 'range':
      return fc.constant(`${not}${l.attribute}:${l.from} TO ${l.to}`);
    case 'tag':
      return fc.boolean().map((bare) => `${not}${bare ? l.value : `_tags:${l.value}`}`);
  }
}

/** An AND of OR groups, written out with parentheses where Algolia needs them (and some it does not). */
const cnf = fc.array(fc.array(literal, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 4 });
const writtenCnf = cnf.chain((groups) =>
  fc
    .tuple(
      ...groups.map((group) =>
        fc.tuple(fc.tuple(...group.map(written)), fc.boolean()).map(([parts, wrap]) => {
          const text = parts.join(' OR ');
          return parts.length > 1 && groups.length > 1 ? `(${text})` : wrap ? `( ${text} )` : text;
        }),
      ),
    )
    .map((parts) => ({ groups, text: parts.join(' AND ') })),
);

const GARBAGE_PARTS = [
  '(',
  ')',
  ' ',
  'AND',
  'OR',
  'NOT',
  'TO',
  ':',
  '"',
  "'",
  '<',
  '<=',
  '=',
  '!',
  '!=',
  '>',
  '\\',
  'price',
  'colour',
  '_tags',
  'Silver',
  '12',
  '-3.5',
  'and',
];
const garbage = fc.oneof(
  fc.array(fc.constantFrom(...GARBAGE_PARTS), { maxLength: 12 }).map((parts) => parts.join('')),
  fc.array(fc.constantFrom(...GARBAGE_PARTS), { maxLength: 12 }).map((parts) => parts.join(' ')),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
);

describe('generated filters', () => {
  it('select what an independent reading of the same filter selects', () => {
    fc.assert(
      fc.property(writtenCnf, ({ groups, text }) => {
        const expected = ITEMS.filter((item) => groups.every((group) => group.some((l) => holds(l, item)))).map((i) => i.categorySlug);
        expect(matching(text), text).toEqual(expected);
      }),
      { numRuns: 1000 },
    );
  });

  it('never fail with anything but a 400 naming the filters parameter', () => {
    fc.assert(
      fc.property(garbage, fc.constantFrom('th' as const, 'en' as const), (text, lang) => {
        try {
          parseFilterString(text);
        } catch (error) {
          expect(error, text).toBeInstanceOf(HttpError);
          expect((error as HttpError).status).toBe(400);
          expect((error as HttpError).code).toBe('INVALID_FILTER');
          expect((error as HttpError).messageIn(lang).startsWith('filters: ')).toBe(true);
        }
      }),
      { numRuns: 3000 },
    );
  });
});
