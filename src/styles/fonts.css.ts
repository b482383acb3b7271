import { globalFontFace } from '@vanilla-extract/css';
import { CORE_LATIN_RANGE, LATIN_RANGE, THAI_RANGE } from './font-subsets';

/**
 * The shop's web font, self-hosted so that Thai shows on machines without a Thai system font: IBM Plex Sans Thai
 * in the two weights the theme uses (400 text, 600 titles and prices). Per weight, Fontsource's Thai subset, the
 * core Latin subset made from its Latin file (scripts/subset-fonts.ts) and, for the rest of Latin-1, the full Latin
 * file. index.html preloads the Thai and core Latin files, which every first view needs (prices carry ฿ from the
 * Thai subset); a page downloads the full Latin file only if it shows a character the core leaves out.
 */
export const WEB_FONT = '"IBM Plex Sans Thai"';

const FONTSOURCE = '@fontsource/ibm-plex-sans-thai/files/ibm-plex-sans-thai';
export const FONT_WEIGHTS = { regular: 400, semibold: 600 } as const;

globalFontFace(
  WEB_FONT,
  Object.values(FONT_WEIGHTS).flatMap((weight) =>
    // where ranges overlap the face declared last is tried first: the core before the full Latin file
    [
      { file: `${FONTSOURCE}-thai-${weight}-normal.woff2`, unicodeRange: THAI_RANGE },
      { file: `${FONTSOURCE}-latin-${weight}-normal.woff2`, unicodeRange: LATIN_RANGE },
      { file: `./fonts/ibm-plex-sans-thai-latin-core-${weight}-normal.woff2`, unicodeRange: CORE_LATIN_RANGE },
    ].map(({ file, unicodeRange }) => ({
      src: `url("${file}") format("woff2")`,
      fontWeight: weight,
      fontStyle: 'normal',
      fontDisplay: 'swap',
      unicodeRange,
    })),
  ),
);
