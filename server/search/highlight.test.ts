import { describe, expect, it } from 'vitest';
import { highlight } from './highlight.ts';
import { DEFAULT_TYPO_POLICY } from './match.ts';
import { queryTerms } from './query-terms.ts';
import { synonymDictionary } from './synonyms.ts';
import { segments } from './tokenize.ts';

const dictionary = synonymDictionary([
  { objectID: 'iphone', type: 'synonym', synonyms: ['iphone', 'ไอโฟน'] },
  { objectID: 'pencil', type: 'synonym', synonyms: ['pencil', 'ดินสอ'] },
]);
const run = (value: string, query: string, typos = true) =>
  highlight(segments(value), queryTerms(query, dictionary), { ...DEFAULT_TYPO_POLICY, mode: typos ? 'on' : 'off' });

describe('highlight', () => {
  it('wraps a matched word, and only the typed part of the last word', () => {
    expect(run('iPhone 17 Pro', 'iphone pro').value).toBe('<em>iPhone</em> 17 <em>Pro</em>');
    expect(run('iPhone 17 Pro', 'ipho').value).toBe('<em>iPho</em>ne 17 Pro');
  });

  it('wraps the whole word matched with a typo, unless typos are off', () => {
    expect(run('MacBook Air', 'macbok air').value).toBe('<em>MacBook</em> <em>Air</em>');
    expect(run('AirPods Pro', 'aiprods').value).toBe('<em>AirPods</em> Pro');
    expect(run('MacBook Air', 'macbok', false).value).toBe('MacBook Air');
  });

  it('wraps what a synonym found, and reports the query words', () => {
    const result = run('Apple Pencil Pro', 'ดินสอ');
    expect(result).toMatchObject({ value: 'Apple <em>Pencil</em> Pro', matchLevel: 'full', matchedWords: ['ดินสอ'] });
    expect(run('iPhone 17', 'ไอโฟน17').value).toBe('<em>iPhone</em> <em>17</em>');
  });

  it('wraps the Thai syllables of one matched word in one pair of tags', () => {
    expect(run('เคสซิลิโคนพร้อม MagSafe', 'ซิลิโคน').value).toBe('เคส<em>ซิลิโคน</em>พร้อม MagSafe');
  });

  it('escapes the text so the tags are the only markup', () => {
    const result = run('Case <b>"Pro"</b> & more', 'pro');
    expect(result.value).toBe('Case &lt;b&gt;&quot;<em>Pro</em>&quot;&lt;/b&gt; &amp; more');
  });

  it('tells full, partial and no matches apart', () => {
    expect(run('iPhone 17 Pro', 'iphone pro')).toMatchObject({ matchLevel: 'full', matchedWords: ['iphone', 'pro'], fullyHighlighted: false });
    expect(run('iPhone 17 Pro', 'iphone case')).toMatchObject({ matchLevel: 'partial', matchedWords: ['iphone'] });
    expect(run('iPhone 17 Pro', 'watch')).toMatchObject({ matchLevel: 'none', matchedWords: [], value: 'iPhone 17 Pro' });
    expect(run('AirTag', 'airtag').fullyHighlighted).toBe(true);
  });

  it('uses the tags the request asks for', () => {
    const tags = { pre: '__ais-highlight__', post: '__/ais-highlight__' };
    expect(highlight(segments('AirTag'), queryTerms('air', null), DEFAULT_TYPO_POLICY, tags).value).toBe('__ais-highlight__Air__/ais-highlight__Tag');
  });
});
