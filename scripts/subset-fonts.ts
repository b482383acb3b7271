// Writes the core Latin subsets of the shop's web font (src/styles/font-subsets.ts) into src/styles/fonts/, from
// Fontsource's Latin files: `npm run fonts:subset` after changing CORE_LATIN or upgrading @fontsource/ibm-plex-sans-thai.
import { readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import { CORE_LATIN } from '../src/styles/font-subsets.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const WEIGHTS = [400, 600] as const;
export const sourceFile = (weight: number) => join(ROOT, `node_modules/@fontsource/ibm-plex-sans-thai/files/ibm-plex-sans-thai-latin-${weight}-normal.woff2`);
export const coreFile = (weight: number) => join(ROOT, `src/styles/fonts/ibm-plex-sans-thai-latin-core-${weight}-normal.woff2`);

export const coreSubset = async (weight: number) => subsetFont(await readFile(sourceFile(weight)), CORE_LATIN, { targetFormat: 'woff2' });

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const weight of WEIGHTS) {
    const subset = await coreSubset(weight);
    await writeFile(coreFile(weight), subset);
    console.log(`${coreFile(weight)}: ${subset.length} bytes`);
  }
}
