import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { SetStockBody, SkuParams } from '../../contract/catalogue.ts';
import { skus } from '../db/schema.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { langOf, pick } from '../http/lang.ts';
import { jsonBody, parse } from '../http/validate.ts';
import { apiKeyMatches } from '../schools/api-key.ts';
import type { Services } from '../services.ts';
import { catalogueChanged } from './changes.ts';

/** Staff set a SKU's stock after a delivery or a count (x-api-key = ADMIN_API_KEY). */
export function stockRoutes(services: Services) {
  return new Hono().put('/admin/skus/:skuId/stock', async (c) => {
    const lang = langOf(c);
    const key = services.config.adminApiKey;
    if (!key || !apiKeyMatches(c.req.header('x-api-key'), key)) throw new HttpError(403, 'FORBIDDEN', pick(lang, 'ไม่มีสิทธิ์เข้าถึง', 'Not allowed'));
    const { skuId } = parse(SkuParams, c.req.param());
    const { stock } = parse(SetStockBody, await jsonBody(c));
    const [updated] = await services.db.update(skus).set({ stock }).where(eq(skus.id, skuId)).returning({ id: skus.id, stock: skus.stock });
    if (!updated) throw notFound('PRODUCT', pick(lang, 'ไม่พบสินค้านี้', 'This product could not be found'));
    catalogueChanged();
    return c.json({ data: { productId: updated.id, stock: updated.stock } });
  });
}
