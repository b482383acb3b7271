import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isCompressible, writeCompressed } from './precompress';

describe('isCompressible', () => {
  it.each([
    ['assets/vendor-abc.js', 5000, true],
    ['assets/app-abc.css', 5000, true],
    ['brand/logo.svg', 2000, true],
    ['routes.json', 2000, true],
    ['assets/runtime-abc.js', 1023, false],
    ['assets/ibm-plex-sans-thai-thai-400-normal-abc.woff2', 12000, false],
    ['icons/icon-512.png', 9000, false],
  ])('%s of %i bytes: %s', (name, bytes, expected) => {
    expect(isCompressible(name, bytes)).toBe(expected);
  });
});

describe('writeCompressed', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'precompress-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('writes Brotli and gzip copies that unpack to the file, Brotli the smaller', async () => {
    const file = join(dir, 'app.js');
    const code = Array.from({ length: 300 }, (_, i) => `export const price${i} = ${i * 1000};`).join('\n');
    await writeFile(file, code);
    await writeCompressed(file);
    const [br, gz] = await Promise.all([readFile(`${file}.br`), readFile(`${file}.gz`)]);
    expect(brotliDecompressSync(br).toString()).toBe(code);
    expect(gunzipSync(gz).toString()).toBe(code);
    expect(br.length).toBeLessThan(gz.length);
  });
});
