import { eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { SetPriceBody, SetStockBody, SkuParams } from '../../contract/catalogue.ts';
import { skus } from '../db/schema.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { langOf, pick } from '../http/lang.ts';
import { jsonBody, parse } from '../http/validate.ts';
import { apiKeyMatches } from '../http/api-key.ts';
import type { Services } from '../services.ts';
import { catalogueChanged } from './changes.ts';

const satang = (baht: number) => Math.round(baht * 100);

/**
 * Staff set a SKU's stock after a delivery or a count, and its price (x-api-key = ADMIN_API_KEY). Bags price their
 * lines when read, so a new price shows in every bag at once; checkout refuses an order whose total moved since the
 * shopper saw it (PRICE_CHANGED).
 */
export function stockRoutes(services: Services) {
  const requireStaff = (c: Context) => {
    const key = services.config.adminApiKey;
    if (!key || !apiKeyMatches(c.req.header('x-api-key'), key)) throw new HttpError(403, 'FORBIDDEN', pick(langOf(c), 'ไม่มีสิทธิ์เข้าถึง', 'Not allowed'));
  };
  const productNotFound = (c: Context) => notFound('PRODUCT', pick(langOf(c), 'ไม่พบสินค้านี้', 'This product could not be found'));
  return new Hono()
    .put('/admin/skus/:skuId/stock', async (c) => {
      requireStaff(c);
      const { skuId } = parse(SkuParams, c.req.param());
      const { stock } = parse(SetStockBody, await jsonBody(c));
      const [updated] = await services.db.update(skus).set({ stock }).where(eq(skus.id, skuId)).returning({ id: skus.id, stock: skus.stock });
      if (!updated) throw productNotFound(c);
      catalogueChanged();
      return c.json({ data: { productId: updated.id, stock: updated.stock } });
    })
    .put('/admin/skus/:skuId/price', async (c) => {
      requireStaff(c);
      const { skuId } = parse(SkuParams, c.req.param());
      const { price, specialPrice } = parse(SetPriceBody, await jsonBody(c));
      const [updated] = await services.db
        .update(skus)
        .set({ price: satang(price), specialPrice: specialPrice === null ? null : satang(specialPrice) })
        .where(eq(skus.id, skuId))
        .returning({ id: skus.id });
      if (!updated) throw productNotFound(c);
      catalogueChanged();
      return c.json({ data: { productId: updated.id, price, specialPrice } });
    });
}
