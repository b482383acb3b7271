import { describe, expect, it } from 'vitest';
import { DEFAULT_TYPO_POLICY } from './match.ts';
import { queryTerms } from './query-terms.ts';
import { synonymDictionary } from './synonyms.ts';
import { buildTextIndex, type Field } from './text-index.ts';
import { tokenize } from './tokenize.ts';

const name = (text: string): Field => ({ words: tokenize(text), level: 0, ordered: true });
const description = (text: string): Field => ({ words: tokenize(text), level: 3, ordered: false });
const index = buildTextIndex([
  [name('iPhone 17 Pro'), description('The A19 Pro chip')],
  [name('iPhone 17 Pro Clear Case'), description('A clear case for iPhone 17 Pro')],
  [name('Apple Watch Ultra 3'), description('The ultimate sports watch')],
  [name('AirPods Pro 3'), description('หูฟังแบบอินเอียร์')],
]);
const dictionary = synonymDictionary([
  { objectID: 'watch', type: 'synonym', synonyms: ['apple watch', 'แอปเปิลวอทช์'] },
  { objectID: 'headphones', type: 'onewaysynonym', input: 'earphones', synonyms: ['หูฟัง'] },
]);
const match = (query: string, policy = DEFAULT_TYPO_POLICY) => index.matches(queryTerms(query, dictionary).at(-1)!, policy);

describe('a text index', () => {
  it('finds a word in every record that holds it, with where and how well', () => {
    const found = match('clear');
    expect([...found.keys()]).toEqual([1]);
    expect(found.get(1)).toMatchObject({
      typos: 0,
      exact: true,
      whole: false,
      attribute: 3,
      occurrences: [
        { field: 0, start: 3, end: 3 },
        { field: 1, start: 1, end: 1 },
      ],
    });
  });

  it('counts an unordered attribute by its level only', () => {
    expect(match('chip').get(0)!.attribute).toBe(3000);
  });

  it('finds the start of a word for the last term, not as exact', () => {
    expect(match('ultr').get(2)).toMatchObject({ typos: 0, exact: false });
    expect(index.matches(queryTerms('ult watch', null)[0]!, DEFAULT_TYPO_POLICY).size).toBe(0);
  });

  it('finds words with the typos the policy allows, swapped letters as one', () => {
    expect(match('aiprods').get(3)).toMatchObject({ typos: 1, exact: false });
    expect(match('aiprods', { ...DEFAULT_TYPO_POLICY, mode: 'off' }).size).toBe(0);
    expect(match('ultimte').get(2)).toMatchObject({ typos: 1, attribute: 3000 });
  });

  it('never finds a number by a typo', () => {
    const loose = { ...DEFAULT_TYPO_POLICY, minWordSizefor1Typo: 1 };
    expect(index.matches(queryTerms('71', null)[0]!, loose).size).toBe(0);
    expect(index.matches(queryTerms('17', null)[0]!, loose).size).toBe(2);
  });

  it('finds a phrase only with its words in a row', () => {
    expect([...match('แอปเปิลวอทช์').keys()]).toEqual([2]);
    expect(match('แอปเปิลวอทช์').get(2)).toMatchObject({ exact: false, whole: false, occurrences: [{ field: 0, start: 0, end: 1 }] });
  });

  it('marks a whole attribute value matched', () => {
    const whole = buildTextIndex([[name('AirTag')], [name('AirTag 4 pack')]]);
    const airtag = queryTerms('airtag', null)[0]!;
    expect([0, 1].map((doc) => whole.matches(airtag, DEFAULT_TYPO_POLICY).get(doc)!.whole)).toEqual([true, false]);
  });

  it('finds Thai text through a one-way synonym, exact when the synonym is written as one word', () => {
    expect(match('earphones').get(3)).toMatchObject({ typos: 0, exact: true });
    expect(match('แอปเปิลวอทช์').get(2)).toMatchObject({ typos: 0, exact: false });
  });
});
