import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CORE_LATIN, CORE_LATIN_RANGE, LATIN_RANGE, THAI_RANGE } from './font-subsets';

/** Whether a `unicode-range` value ('U+0E01-0E5B,U+25CC') covers a character. */
function inRange(range: string, char: string): boolean {
  const point = char.codePointAt(0)!;
  return range.split(',').some((part) => {
    const [first, last = first] = part.replace('U+', '').split('-');
    return point >= parseInt(first!, 16) && point <= parseInt(last!, 16);
  });
}

const filesIn = (dir: string, ending: RegExp): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesIn(join(dir, entry.name), ending) : ending.test(entry.name) && !entry.name.includes('.test.') ? [join(dir, entry.name)] : [],
  );

/** The shop's own texts in both languages, its components, its catalogue and its seeded CMS content. */
const SHOP_TEXTS = [
  ...filesIn('locales', /\.po$/),
  ...filesIn('src', /\.tsx$/),
  ...filesIn('server/seed', /\.ts$/),
  ...filesIn('server/content/seed-data', /\.ts$/),
];
/** Drawing characters in code comments, never shown. */
const NOT_SHOWN = /[\u2500-\u257f]/u;

describe('the core Latin subset', () => {
  it('is written as a unicode-range of the characters it holds', () => {
    expect([...CORE_LATIN].every((char) => inRange(CORE_LATIN_RANGE, char))).toBe(true);
    expect(inRange(CORE_LATIN_RANGE, 'ü')).toBe(false);
    expect(CORE_LATIN_RANGE).toMatch(/^U\+0020-007E,U\+00A0,/);
  });

  it("is part of Fontsource's Latin subset, so the full Latin file has every glyph it holds", () => {
    expect([...CORE_LATIN].filter((char) => !inRange(LATIN_RANGE, char))).toEqual([]);
  });

  it("holds every character of the shop's texts, components, catalogue and CMS content that is not Thai", () => {
    const missing = new Map<string, string>();
    // each character is looked up once: the texts hold a few hundred distinct ones in millions
    const seen = new Set<string>();
    for (const file of SHOP_TEXTS)
      for (const char of readFileSync(file, 'utf8')) {
        if (seen.has(char)) continue;
        seen.add(char);
        if (char >= ' ' && !NOT_SHOWN.test(char) && !inRange(THAI_RANGE, char) && !inRange(CORE_LATIN_RANGE, char)) missing.set(char, file);
      }
    expect(Object.fromEntries(missing)).toEqual({});
  });
});

describe('inRange', () => {
  it.each([
    ['U+0E01-0E5B', 'ก', true],
    ['U+0E01-0E5B', '฿', true],
    ['U+0E01-0E5B', 'a', false],
    ['U+0020-007E,U+00D7', '×', true],
    ['U+02D7,U+25CC', '◌', true],
  ])('%s covers %s: %s', (range, char, expected) => {
    expect(inRange(range, char)).toBe(expected);
  });
});
