/**
 * The characters of IBM Plex Sans Thai that the shop's first views draw, split as Fontsource splits the font, with
 * its Latin subset cut down to `CORE_LATIN`: what the shop's own texts and its catalogue use. The rest of Latin-1
 * (a shopper's name with an accent, say) comes from Fontsource's full Latin file, downloaded only by a page that
 * shows such a character.
 */
export const THAI_RANGE = 'U+02D7,U+0303,U+0331,U+0E01-0E5B,U+200C-200D,U+25CC';
export const LATIN_RANGE =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

/** [first, last] code points: printable ASCII, no-break spaces, the marks and punctuation the shop's texts use. */
const CORE_LATIN_RANGES: [number, number][] = [
  [0x20, 0x7e],
  [0xa0, 0xa0], // no-break space
  [0xa9, 0xa9], // ©
  [0xae, 0xae], // ®
  [0xb0, 0xb0], // °
  [0xb7, 0xb7], // ·
  [0xd7, 0xd7], // ×
  [0xe9, 0xe9], // é
  [0x2009, 0x2009], // thin space
  [0x200b, 0x200b], // zero-width space, a break hint in Thai text
  [0x2013, 0x2014], // – —
  [0x2018, 0x2019], // ‘ ’
  [0x201c, 0x201d], // “ ”
  [0x2022, 0x2022], // •
  [0x2026, 0x2026], // …
  [0x202f, 0x202f], // narrow no-break space (times in English)
  [0x2039, 0x203a], // ‹ ›
  [0x2122, 0x2122], // ™
  [0x2212, 0x2212], // −
];

const hex = (point: number) => point.toString(16).toUpperCase().padStart(4, '0');
export const CORE_LATIN_RANGE = CORE_LATIN_RANGES.map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`)).join(',');
export const CORE_LATIN = CORE_LATIN_RANGES.flatMap(([first, last]) =>
  Array.from({ length: last - first + 1 }, (_, i) => String.fromCodePoint(first + i)),
).join('');
