import { Hono } from 'hono';
import { ProductDetailParams, type ProductList, ProductListQuery, RelatedProductQuery } from '../../contract/catalogue.ts';
import { PriceListCsvQuery, PriceListQuery } from '../../contract/price-list.ts';
import type { Db } from '../db/client.ts';
import { notFound, say } from '../http/errors.ts';
import { langOf } from '../http/lang.ts';
import { valid } from '../http/validate.ts';
import { listCache } from './list-cache.ts';
import { priceList, priceListCsv } from './price-list.ts';
import { getProduct, listProducts } from './queries.ts';
import { relatedProducts } from './related.ts';

export function catalogueRoutes(db: Db) {
  const cached = listCache<ProductList>(db);
  return new Hono()
    .get('/products', valid.query(ProductListQuery), async (c) => {
      const query = c.req.valid('query');
      const lang = langOf(c);
      const key = JSON.stringify([lang, query.category, query.page, query.limit, query.sort]);
      return c.json({ data: await cached(key, () => listProducts(db, lang, query)) });
    })
    .get('/products/related-product', valid.query(RelatedProductQuery), async (c) => {
      const { productId } = c.req.valid('query');
      return c.json({ data: await relatedProducts(db, langOf(c), productId) });
    })
    .get('/price-list', valid.query(PriceListQuery), async (c) => {
      const { family } = c.req.valid('query');
      return c.json({ data: await priceList(db, langOf(c), family) });
    })
    .get('/price-list.csv', valid.query(PriceListCsvQuery), async (c) => {
      const { family, lang = langOf(c) } = c.req.valid('query');
      const csv = priceListCsv(await priceList(db, lang, family), lang);
      return c.body(csv, 200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="apple-pricelist${family ? `-${family}` : ''}.csv"`,
      });
    })
    .get('/products/:id', valid.param(ProductDetailParams), async (c) => {
      const { id } = c.req.valid('param');
      const product = await getProduct(db, langOf(c), id);
      if (!product) throw notFound('PRODUCT', say('ไม่พบสินค้านี้', 'This product could not be found'));
      return c.json({ data: product });
    });
}
