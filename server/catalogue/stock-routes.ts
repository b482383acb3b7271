import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { SetPriceBody, SetStockBody, SkuParams } from '../../contract/catalogue.ts';
import { skus } from '../db/schema.ts';
import { HttpError, notFound, say } from '../http/errors.ts';
import { valid } from '../http/validate.ts';
import { apiKeyMatches } from '../http/api-key.ts';
import type { Services } from '../services.ts';
import { catalogueChanged } from './changes.ts';

const satang = (baht: number) => Math.round(baht * 100);

const productNotFound = () => notFound('PRODUCT', say('ไม่พบสินค้านี้', 'This product could not be found'));

/**
 * Staff set a SKU's stock after a delivery or a count, and its price (x-api-key = ADMIN_API_KEY). Bags price their
 * lines when read, so a new price shows in every bag at once; checkout refuses an order whose total moved since the
 * shopper saw it (PRICE_CHANGED).
 */
export function stockRoutes(services: Services) {
  // before the input is checked: without the key, nothing about the request is answered but 403
  const requireStaff = createMiddleware(async (c, next) => {
    const key = services.config.adminApiKey;
    if (!key || !apiKeyMatches(c.req.header('x-api-key'), key)) throw new HttpError(403, 'FORBIDDEN', say('ไม่มีสิทธิ์เข้าถึง', 'Not allowed'));
    await next();
  });
  return new Hono()
    .put('/admin/skus/:skuId/stock', requireStaff, valid.param(SkuParams), valid.json(SetStockBody), async (c) => {
      const { skuId } = c.req.valid('param');
      const { stock } = c.req.valid('json');
      const [updated] = await services.db.update(skus).set({ stock }).where(eq(skus.id, skuId)).returning({ id: skus.id, stock: skus.stock });
      if (!updated) throw productNotFound();
      catalogueChanged();
      return c.json({ data: { productId: updated.id, stock: updated.stock } });
    })
    .put('/admin/skus/:skuId/price', requireStaff, valid.param(SkuParams), valid.json(SetPriceBody), async (c) => {
      const { skuId } = c.req.valid('param');
      const { price, specialPrice } = c.req.valid('json');
      const [updated] = await services.db
        .update(skus)
        .set({ price: satang(price), specialPrice: specialPrice === null ? null : satang(specialPrice) })
        .where(eq(skus.id, skuId))
        .returning({ id: skus.id });
      if (!updated) throw productNotFound();
      catalogueChanged();
      return c.json({ data: { productId: updated.id, price, specialPrice } });
    });
}
