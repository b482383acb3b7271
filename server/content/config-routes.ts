import { Hono } from 'hono';
import { notFound, say } from '../http/errors.ts';
import { cachedPerLanguage, langOf } from '../http/lang.ts';
import type { Services } from '../services.ts';
import { documents } from './documents.ts';
import { contentStore } from './store.ts';

/**
 * GET /configs/product-page-data.json: the spec reads it as a static JSON file, so it is answered as it
 * is, not wrapped in { data }. Campaign names follow accept-language.
 */
export function configRoutes(services: Services) {
  const store = contentStore(services.db);
  return new Hono().get('/product-page-data.json', async (c) => {
    const config = await store.one(documents.productPageData, 'configs', 'product-page-data', langOf(c));
    if (!config) throw notFound('CONTENT', say('ไม่พบการตั้งค่านี้', 'This configuration could not be found'));
    cachedPerLanguage(c, 300);
    return c.json(config);
  });
}
