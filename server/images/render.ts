import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import type { Shape } from '../seed/catalogue-types.ts';
import { drawProductSvg } from './draw-product.ts';

/** The widths of spec section 9; any other width is not served. */
export const IMAGE_WIDTHS = [540, 278, 561, 292, 160, 628, 820, 119] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
export const isImageWidth = (n: number): n is ImageWidth => (IMAGE_WIDTHS as readonly number[]).includes(n);

export interface ImageSource {
  slug: string;
  colour: string;
  shape: Shape;
  hex: string;
}

/**
 * Draws, resizes and encodes a product image once, then answers it from disk.
 * Concurrent requests for the same image share one render.
 */
export function imageRenderer(cacheDir: string) {
  const inFlight = new Map<string, Promise<Buffer>>();

  async function render(source: ImageSource, width: ImageWidth): Promise<Buffer> {
    const svg = drawProductSvg({ shape: source.shape, hex: source.hex });
    return sharp(Buffer.from(svg), { density: Math.max(72, Math.ceil((72 * width) / 1000) * 2) })
      .resize(width, width)
      .webp({ quality: 80, effort: 4 })
      .toBuffer();
  }

  return async function image(source: ImageSource, width: ImageWidth): Promise<Buffer> {
    const file = join(cacheDir, source.slug, source.colour, `${width}.webp`);
    const pending = inFlight.get(file);
    if (pending) return pending;
    const job = (async () => {
      try {
        return await readFile(file);
      } catch {
        const bytes = await render(source, width);
        await mkdir(dirname(file), { recursive: true });
        const temp = `${file}.${process.pid}.tmp`;
        await writeFile(temp, bytes);
        await rename(temp, file);
        return bytes;
      }
    })();
    inFlight.set(file, job);
    try {
      return await job;
    } finally {
      inFlight.delete(file);
    }
  };
}
