import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { SetPriceBody, SetStockBody, SkuParams } from '../../contract/catalogue.ts';
import { skus } from '../db/schema.ts';
import { requireStaff } from '../http/auth.ts';
import { notFound, say } from '../http/errors.ts';
import { valid } from '../http/validate.ts';
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
  const staff = requireStaff(services);
  return new Hono()
    .put('/admin/skus/:skuId/stock', staff, valid.param(SkuParams), valid.json(SetStockBody), async (c) => {
      const { skuId } = c.req.valid('param');
      const { stock } = c.req.valid('json');
      const [updated] = await services.db.update(skus).set({ stock }).where(eq(skus.id, skuId)).returning({ id: skus.id, stock: skus.stock });
      if (!updated) throw productNotFound();
      catalogueChanged(services.db);
      return c.json({ data: { productId: updated.id, stock: updated.stock } });
    })
    .put('/admin/skus/:skuId/price', staff, valid.param(SkuParams), valid.json(SetPriceBody), async (c) => {
      const { skuId } = c.req.valid('param');
      const { price, specialPrice } = c.req.valid('json');
      const [updated] = await services.db
        .update(skus)
        .set({ price: satang(price), specialPrice: specialPrice === null ? null : satang(specialPrice) })
        .where(eq(skus.id, skuId))
        .returning({ id: skus.id });
      if (!updated) throw productNotFound();
      catalogueChanged(services.db);
      return c.json({ data: { productId: updated.id, price, specialPrice } });
    });
}
