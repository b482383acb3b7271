import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadSynonyms, synonymDictionary } from './synonyms.ts';

describe('the shop synonyms file', () => {
  it('is valid and holds the Thai names shoppers type', async () => {
    const dictionary = synonymDictionary(await loadSynonyms());
    const finds = (query: string) => dictionary.alternatives(query).map((a) => a.words.join(' '));
    expect(finds('ไอโฟน')).toContain('iphone');
    expect(finds('ไอโฟร')).toContain('iphone');
    expect(finds('แม็คบุ๊ค')).toContain('macbook');
    expect(finds('แอปเปิลวอช')).toContain('apple watch');
    expect(finds('ดินสอ')).toContain('pencil');
    expect(finds('หูฟัง')).toEqual(expect.arrayContaining(['headphones', 'airpods']));
    expect(finds('iphone')).toContain('ไอ โฟน');
  });
});

describe('a synonym dictionary', () => {
  const dictionary = synonymDictionary([
    { objectID: 'watch', type: 'synonym', synonyms: ['Apple Watch', 'แอปเปิ้ลวอทช์'] },
    { objectID: 'misspelt', type: 'onewaysynonym', input: 'แอปเปิลวอช', synonyms: ['apple watch'] },
    { objectID: 'tablet', type: 'onewaysynonym', input: 'tablet', synonyms: ['ipad'] },
  ]);

  it('makes each word of a regular synonym find the others, cleaned and split into words', () => {
    expect(dictionary.alternatives('apple watch')).toEqual([{ words: ['แอป', 'เปิ้ล', 'วอ', 'ทช์'], spaced: false }]);
    expect(dictionary.alternatives('แอปเปิ้ลวอทช์')).toEqual([{ words: ['apple', 'watch'], spaced: true }]);
  });

  it('makes a one-way input find its synonyms, and not the reverse', () => {
    expect(dictionary.alternatives('tablet')).toEqual([{ words: ['ipad'], spaced: false }]);
    expect(dictionary.alternatives('ipad')).toEqual([]);
  });

  it('lists keys by their first character, longest first, and the Thai keys a typed start may become', () => {
    expect(dictionary.keysStartingWith('แ')).toEqual(['แอปเปิ้ลวอทช์', 'แอปเปิลวอช']);
    expect(dictionary.thaiKeysExtending('แอปเปิ')).toEqual(['แอปเปิ้ลวอทช์', 'แอปเปิลวอช']);
    expect(dictionary.thaiKeysExtending('แอปเปิลวอช')).toEqual([]);
  });
});

describe('loadSynonyms', () => {
  it('refuses a file with an unknown type or a repeated objectID', async () => {
    const file = pathToFileURL(join(tmpdir(), `synonyms-${process.pid}.json`));
    await writeFile(file, JSON.stringify([{ objectID: 'a', type: 'placeholder', placeholder: '<x>' }]));
    await expect(loadSynonyms(file)).rejects.toThrow(/synonyms-/);
    await writeFile(
      file,
      JSON.stringify([
        { objectID: 'a', type: 'synonym', synonyms: ['x', 'y'] },
        { objectID: 'a', type: 'synonym', synonyms: ['z', 'w'] },
      ]),
    );
    await expect(loadSynonyms(file)).rejects.toThrow(/own objectID/);
  });
});
