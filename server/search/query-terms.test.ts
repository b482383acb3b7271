import { describe, expect, it } from 'vitest';
import { MAX_TERMS, queryTerms, type Term } from './query-terms.ts';
import { synonymDictionary } from './synonyms.ts';

const dictionary = synonymDictionary([
  { objectID: 'iphone', type: 'synonym', synonyms: ['iphone', 'ไอโฟน'] },
  { objectID: 'iphone-misspelt', type: 'onewaysynonym', input: 'ไอโฟร', synonyms: ['iphone'] },
  { objectID: 'mac', type: 'synonym', synonyms: ['mac', 'แมค'] },
  { objectID: 'imac', type: 'synonym', synonyms: ['imac', 'ไอแมค'] },
  { objectID: 'macbook', type: 'synonym', synonyms: ['macbook', 'แมคบุ๊ก'] },
  { objectID: 'air', type: 'synonym', synonyms: ['air', 'แอร์'] },
  { objectID: 'watch', type: 'synonym', synonyms: ['apple watch', 'แอปเปิลวอทช์'] },
  { objectID: 'case', type: 'synonym', synonyms: ['case', 'เคส'] },
  { objectID: 'clear', type: 'synonym', synonyms: ['clear', 'ใส'] },
]);

const dictionaryWithAirPods = synonymDictionary([
  { objectID: 'air', type: 'synonym', synonyms: ['air', 'แอร์'] },
  { objectID: 'airpods', type: 'synonym', synonyms: ['airpods', 'แอร์พอด'] },
]);

/** Each term as its text and alternatives written as words joined by _, a synonym marked with * */
const shape = (terms: Term[]) => terms.map((t) => [t.text, t.alternatives.map((a) => a.words.join('_') + (a.synonym ? '*' : ''))]);
const texts = (query: string) => queryTerms(query, dictionary).map((t) => t.text);

describe('queryTerms', () => {
  it('gives each word of the query once, in order, without a dictionary', () => {
    expect(shape(queryTerms('Pro pro MAX', null))).toEqual([
      ['pro', ['pro']],
      ['max', ['max']],
    ]);
    expect(queryTerms('a b c d e f g h i j k l', null)).toHaveLength(MAX_TERMS);
    expect(queryTerms('  ', dictionary)).toEqual([]);
  });

  it('reads a model number typed together with its name as the words apart too', () => {
    expect(shape(queryTerms('iphone17 iPad11 iphone17pro m4', null))).toEqual([
      ['iphone17', ['iphone17', 'iphone_17*']],
      ['ipad11', ['ipad11', 'ipad_11*']],
      ['iphone17pro', ['iphone17pro', 'iphone_17_pro*']],
      ['m4', ['m4', 'm_4*']],
    ]);
  });

  it('lets only the last term match the start of a word', () => {
    expect(queryTerms('iphone pro', null).map((t) => t.prefix)).toEqual([false, true]);
  });

  it('finds Thai synonym keys inside text written without spaces, and a number glued to them', () => {
    expect(shape(queryTerms('เคสไอโฟน17', dictionary))).toEqual([
      ['เคส', ['เคส', 'case*']],
      ['ไอโฟน', ['ไอ_โฟน', 'iphone*']],
      ['17', ['17']],
    ]);
  });

  it('takes the longest key at each place', () => {
    expect(texts('แมคบุ๊กแอร์')).toEqual(['แมคบุ๊ก', 'แอร์']);
    expect(shape(queryTerms('Apple Watch', dictionary))).toEqual([['apple watch', ['apple_watch', 'แอปเปิล_วอ_ทช์*']]]);
  });

  it('finds a Latin key only as whole words', () => {
    expect(texts('macbook')).toEqual(['macbook']);
    expect(shape(queryTerms('imacs', dictionary))).toEqual([['imacs', ['imacs']]]);
    expect(shape(queryTerms('mac-mini', dictionary))).toEqual([
      ['mac', ['mac', 'แมค*']],
      ['mini', ['mini']],
    ]);
  });

  it('never cuts a Thai syllable: a key does not end before a vowel or tone mark', () => {
    // ใส่ (to put on) holds ใส (clear) followed by a tone mark
    expect(shape(queryTerms('ใส่', dictionary))).toEqual([['ใส่', ['ใส่']]]);
  });

  it('makes a one-way synonym find its synonyms', () => {
    expect(shape(queryTerms('ไอโฟร', dictionary))).toEqual([['ไอโฟร', ['ไอ_โฟร', 'iphone*']]]);
  });

  it('reads Thai at the end of the query that starts a key as the word being typed', () => {
    const [term] = queryTerms('ไอโฟ', dictionary);
    expect(term!.text).toBe('ไอโฟ');
    expect(term!.prefix).toBe(true);
    expect(term!.alternatives.map((a) => a.words.join(' '))).toEqual(expect.arrayContaining(['ไอโฟ', 'ไอ โฟน', 'iphone', 'ไอ โฟร']));
    expect(texts('เคสไอโฟ')).toEqual(['เคส', 'ไอโฟ']);
    // แอร์ (air) is a key, but แอร์พ is the start of แอร์พอด
    expect(queryTerms('แอร์พ', dictionaryWithAirPods).map((t) => t.text)).toEqual(['แอร์พ']);
    expect(texts('แอร์พ')).toEqual(['แอร์', 'พ']);
    expect(queryTerms('แอร์พ', dictionaryWithAirPods)[0]!.alternatives.map((a) => a.words.join(' '))).toContain('airpods');
    // a key typed in full is not the start of a shorter key inside it
    expect(texts('ไอแมค')).toEqual(['ไอแมค']);
    // a key that starts longer keys keeps its own synonyms
    expect(queryTerms('แมค', dictionary)[0]!.alternatives.map((a) => a.words.join(' '))).toEqual(expect.arrayContaining(['mac', 'macbook']));
  });

  it('uses no synonym when there is no dictionary (synonyms: false)', () => {
    expect(shape(queryTerms('ไอโฟน', null))).toEqual([
      ['ไอ', ['ไอ']],
      ['โฟน', ['โฟน']],
    ]);
  });
});
