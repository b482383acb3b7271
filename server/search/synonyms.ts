import { readFile } from 'node:fs/promises';
import * as v from 'valibot';
import { cleanText, isThai, tokenize } from './tokenize.ts';

/*
 * Synonyms in Algolia's format, so `npm run search:sync` pushes the same list to a hosted index: a regular
 * synonym makes each of its words or phrases find the others, a one-way synonym makes its input find its
 * synonyms but not the reverse. The shop's list (synonyms.json) holds Thai transliterations and their common
 * misspellings, and the English and Thai words shoppers use for the products.
 */

const Phrase = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(100));
const ObjectID = v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,64}$/, 'objectID: lower-case letters, digits and -'));

const SynonymObject = v.variant('type', [
  v.strictObject({ objectID: ObjectID, type: v.literal('synonym'), synonyms: v.pipe(v.array(Phrase), v.minLength(2), v.maxLength(20)) }),
  v.strictObject({ objectID: ObjectID, type: v.literal('onewaysynonym'), input: Phrase, synonyms: v.pipe(v.array(Phrase), v.minLength(1), v.maxLength(20)) }),
]);
export type Synonym = v.InferOutput<typeof SynonymObject>;

export const SynonymList = v.pipe(
  v.array(SynonymObject),
  v.check((list) => new Set(list.map((s) => s.objectID)).size === list.length, 'Every synonym needs its own objectID'),
);

export const SYNONYMS_FILE = new URL('./synonyms.json', import.meta.url);

/** The shop's synonyms, read and checked on every index build so an edited file applies without a restart. */
export async function loadSynonyms(file: URL = SYNONYMS_FILE): Promise<Synonym[]> {
  const result = v.safeParse(SynonymList, JSON.parse(await readFile(file, 'utf8')));
  if (!result.success) throw new Error(`${file.pathname}: ${v.summarize(result.issues)}`);
  return result.output;
}

/** One thing a key may also match: the words a record must hold in a row. */
export interface SynonymAlternative {
  words: string[];
  /** written as several words (Thai written without spaces is one word, however the segmenter splits it) */
  spaced: boolean;
}

/** What a query phrase may also match. */
export interface SynonymDictionary {
  /** keys (cleaned phrases) that start with a character, longest first */
  keysStartingWith(char: string): readonly string[];
  /** Thai keys that start with `text` and are longer than it */
  thaiKeysExtending(text: string): string[];
  alternatives(key: string): readonly SynonymAlternative[];
}

export function synonymDictionary(list: Synonym[]): SynonymDictionary {
  const byKey = new Map<string, Map<string, SynonymAlternative>>();
  const add = (input: string, synonym: string) => {
    const key = cleanText(input);
    const text = cleanText(synonym);
    const words = tokenize(text);
    if (!key || !words.length || text === key) return;
    let alternatives = byKey.get(key);
    if (!alternatives) byKey.set(key, (alternatives = new Map()));
    alternatives.set(words.join(' '), { words, spaced: text.includes(' ') });
  };
  for (const synonym of list) {
    if (synonym.type === 'synonym') for (const input of synonym.synonyms) for (const other of synonym.synonyms) add(input, other);
    else for (const other of synonym.synonyms) add(synonym.input, other);
  }

  const byFirst = new Map<string, string[]>();
  for (const key of byKey.keys()) {
    const first = key[0]!;
    byFirst.set(first, [...(byFirst.get(first) ?? []), key]);
  }
  for (const keys of byFirst.values()) keys.sort((a, b) => b.length - a.length);
  const thaiKeys = [...byKey.keys()].filter((key) => isThai(key[0]!));
  const alternatives = new Map([...byKey].map(([key, found]) => [key, [...found.values()]]));

  return {
    keysStartingWith: (char) => byFirst.get(char) ?? [],
    thaiKeysExtending: (text) => thaiKeys.filter((key) => key.length > text.length && key.startsWith(text)),
    alternatives: (key) => alternatives.get(key) ?? [],
  };
}
