import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Db } from '../db/client.ts';
import { products, skus } from '../db/schema.ts';
import type { Shape } from '../seed/catalogue-types.ts';
import { imageRenderer, isImageWidth } from './render.ts';

const NAME = /^[a-z0-9-]{1,80}$/;

export function imageRoutes(db: Db, cacheDir: string) {
  const image = imageRenderer(cacheDir);
  return new Hono().get('/p/:slug/:colour/:file', async (c) => {
    const { slug, colour, file } = c.req.param();
    const width = Number(/^(\d{2,4})\.webp$/.exec(file)?.[1]);
    if (!NAME.test(slug) || !NAME.test(colour) || !isImageWidth(width)) return c.json({ message: 'No such image', code: 'IMAGE_NOT_FOUND' }, 404);
    const [found] = await db
      .select({ shape: products.shape, hex: skus.colourHex })
      .from(products)
      .innerJoin(skus, eq(skus.productId, products.id))
      .where(and(eq(products.slug, slug), eq(skus.colourCode, colour)))
      .limit(1);
    if (!found) return c.json({ message: 'No such image', code: 'IMAGE_NOT_FOUND' }, 404);
    const bytes = await image({ slug, colour, shape: found.shape as Shape, hex: found.hex }, width);
    return c.body(new Uint8Array(bytes), 200, {
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=31536000, immutable',
    });
  });
}
