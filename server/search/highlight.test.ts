import { describe, expect, it } from 'vitest';
import { highlight } from './highlight.ts';
import { queryWords, segments } from './tokenize.ts';

const run = (value: string, query: string, typos = true) => highlight(segments(value), queryWords(query), typos);

describe('highlight', () => {
  it('wraps a matched word, and only the typed part of a prefix', () => {
    expect(run('iPhone 17 Pro', 'iphone pro').value).toBe('<em>iPhone</em> 17 <em>Pro</em>');
    expect(run('iPhone 17 Pro', 'ipho').value).toBe('<em>iPho</em>ne 17 Pro');
  });

  it('wraps the whole word matched with a typo', () => {
    expect(run('MacBook Air', 'macbok').value).toBe('<em>MacBook</em> Air');
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
    expect(highlight(segments('AirTag'), ['air'], true, { pre: '__ais-highlight__', post: '__/ais-highlight__' }).value).toBe(
      '__ais-highlight__Air__/ais-highlight__Tag',
    );
  });
});
