import { describe, expect, it } from 'vitest';
import { rankingInfoOf, userScoresOf } from './ranking-info.ts';
import type { SearchRecord } from './records.ts';

const record = (rank: number, business: Partial<Pick<SearchRecord, 'inStock' | 'accessory' | 'isSpecialPrice'>> = {}) =>
  ({ rank, inStock: true, accessory: false, isSpecialPrice: false, ...business }) as SearchRecord;

describe('ranking info', () => {
  it('scores records by the custom ranking, the first highest', () => {
    const records = [record(0, { accessory: true }), record(1), record(2, { inStock: false }), record(3, { isSpecialPrice: true })];
    // products before accessories, then in stock, then special prices, then the shop's order (ranking.ts)
    expect(userScoresOf(records)).toEqual([1, 3, 2, 4]);
  });

  it("answers Algolia's fields, with no geo, optional filters or promotion", () => {
    expect(rankingInfoOf({ typos: 1, proximity: 2, attribute: 1003, exact: 1, words: 2, firstMatchedWord: 3, userScore: 7 })).toEqual({
      nbTypos: 1,
      words: 2,
      proximityDistance: 2,
      userScore: 7,
      geoDistance: 0,
      geoPrecision: 1,
      firstMatchedWord: 3,
      nbExactWords: 1,
      filters: 0,
      promoted: false,
    });
  });
});
