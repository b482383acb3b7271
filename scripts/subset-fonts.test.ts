import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { coreFile, coreSubset, sourceFile, WEIGHTS } from './subset-fonts';

describe('the core Latin font files', () => {
  it.each(WEIGHTS)('weight %i is what `npm run fonts:subset` makes of the current subset and font, and smaller', async (weight) => {
    const committed = await readFile(coreFile(weight));
    expect(Buffer.compare(await coreSubset(weight), committed)).toBe(0);
    expect(committed.length).toBeLessThan((await readFile(sourceFile(weight))).length * 0.8);
  });
});
