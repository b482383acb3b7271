import { globalFontFace } from '@vanilla-extract/css';

/**
 * The shop's web font, self-hosted so that Thai shows on machines without a Thai system font: IBM Plex Sans Thai
 * in the two weights the theme uses (400 text, 600 titles and prices), Thai and Latin subsets only. index.html
 * preloads these four files, which every first view needs (prices carry ฿ from the Thai subset).
 */
export const WEB_FONT = '"IBM Plex Sans Thai"';

const FILES = '@fontsource/ibm-plex-sans-thai/files/ibm-plex-sans-thai';
/** The unicode ranges of Fontsource's subsets: a page downloads a subset's file only if it shows one of its characters. */
const SUBSETS = {
  thai: 'U+02D7,U+0303,U+0331,U+0E01-0E5B,U+200C-200D,U+25CC',
  latin:
    'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
};
export const FONT_WEIGHTS = { regular: 400, semibold: 600 } as const;

globalFontFace(
  WEB_FONT,
  Object.values(FONT_WEIGHTS).flatMap((weight) =>
    Object.entries(SUBSETS).map(([subset, unicodeRange]) => ({
      src: `url("${FILES}-${subset}-${weight}-normal.woff2") format("woff2")`,
      fontWeight: weight,
      fontStyle: 'normal',
      fontDisplay: 'swap',
      unicodeRange,
    })),
  ),
);
