import { describe, expect, it } from 'vitest';
import { type BusinessRank, compareKeys, rankingKey, textualRank, withFewestTypos } from './ranking.ts';
import type { TermMatch } from './text-index.ts';

const at = (field: number, start: number, end = start, extra: Partial<TermMatch> = {}): TermMatch => ({
  typos: 0,
  exact: true,
  whole: false,
  attribute: start,
  occurrences: [{ field, start, end }],
  ...extra,
});

describe('textualRank', () => {
  it('measures proximity: 1 for neighbours in the query order, one more the other way, 8 at most', () => {
    expect(textualRank([at(0, 0), at(0, 1)]).proximity).toBe(1);
    expect(textualRank([at(0, 1), at(0, 0)]).proximity).toBe(2);
    expect(textualRank([at(0, 0), at(0, 3)]).proximity).toBe(3);
    expect(textualRank([at(0, 0), at(1, 1)]).proximity).toBe(8);
    expect(textualRank([at(0, 0), at(0, 20)]).proximity).toBe(8);
    expect(textualRank([at(0, 0), at(0, 1), at(0, 2)]).proximity).toBe(2);
  });

  it('takes the closest pair of occurrences, and a phrase from its last word', () => {
    const spread: TermMatch = {
      ...at(0, 0),
      occurrences: [
        { field: 1, start: 9, end: 9 },
        { field: 0, start: 5, end: 5 },
      ],
    };
    expect(textualRank([spread, at(0, 6)]).proximity).toBe(1);
    expect(textualRank([at(0, 0, 1), at(0, 2)]).proximity).toBe(1);
  });

  it('sums typos and attributes and counts exact terms', () => {
    expect(textualRank([at(0, 0, 0, { typos: 1, exact: false }), at(0, 2, 2, { attribute: 3000 })])).toEqual({
      typos: 1,
      proximity: 2,
      attribute: 3000,
      exact: 1,
    });
  });

  it('counts a one-term query exact only when it is a whole attribute value', () => {
    expect(textualRank([at(0, 0)]).exact).toBe(0);
    expect(textualRank([at(0, 0, 0, { whole: true })]).exact).toBe(1);
  });
});

describe('withFewestTypos', () => {
  const ranked = [0, 2, 1, 0, 2].map((typos, id) => ({ id, text: { typos, proximity: 0, attribute: 0, exact: 0 } }));
  const ids = (mode: 'on' | 'min' | 'strict') => withFewestTypos(ranked, mode).map((r) => r.id);

  it("keeps every record when typos are on, the fewest with 'min', the two fewest counts with 'strict'", () => {
    expect(ids('on')).toEqual([0, 1, 2, 3, 4]);
    expect(ids('min')).toEqual([0, 3]);
    expect(ids('strict')).toEqual([0, 2, 3]);
    expect(withFewestTypos(ranked.slice(1, 2), 'strict')).toHaveLength(1);
  });
});

describe('rankingKey', () => {
  const text = { typos: 0, proximity: 1, attribute: 0, exact: 2 };
  const business = (b: Partial<BusinessRank> = {}): BusinessRank => ({ inStock: true, accessory: false, isSpecialPrice: false, rank: 5, ...b });
  const order = (...keys: number[][]) =>
    keys
      .map((key, i) => ({ key, i }))
      .sort((a, b) => compareKeys(a.key, b.key))
      .map((k) => k.i);

  it('ranks the text first, then products before accessories, what is in stock, special prices, the shop order', () => {
    const typo = rankingKey({ ...text, typos: 1 }, business({ isSpecialPrice: true, rank: 0 }), null, 'on');
    const soldOut = rankingKey(text, business({ inStock: false, isSpecialPrice: true, rank: 0 }), null, 'on');
    const accessory = rankingKey(text, business({ accessory: true, isSpecialPrice: true, rank: 0 }), null, 'on');
    const special = rankingKey(text, business({ isSpecialPrice: true, rank: 9 }), null, 'on');
    const plain = rankingKey(text, business(), null, 'on');
    expect(order(typo, soldOut, accessory, special, plain)).toEqual([3, 4, 1, 2, 0]);
  });

  it("puts a replica's sort first, and typos before it with 'min' or 'strict'", () => {
    const cheapTypo = { ...text, typos: 1 };
    expect(order(rankingKey(text, business(), 900, 'on'), rankingKey(cheapTypo, business(), 100, 'on'))).toEqual([1, 0]);
    expect(order(rankingKey(text, business(), 900, 'strict'), rankingKey(cheapTypo, business(), 100, 'strict'))).toEqual([0, 1]);
  });
});
