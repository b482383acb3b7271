import { Hono } from 'hono';
import { ProductDetailParams, type ProductList, ProductListQuery, RelatedProductQuery } from '../../contract/catalogue.ts';
import { PriceListCsvQuery, PriceListQuery } from '../../contract/price-list.ts';
import type { Db } from '../db/client.ts';
import { notFound } from '../http/errors.ts';
import { langOf, pick } from '../http/lang.ts';
import { parse } from '../http/validate.ts';
import { listCache } from './list-cache.ts';
import { priceList, priceListCsv } from './price-list.ts';
import { getProduct, listProducts } from './queries.ts';
import { relatedProducts } from './related.ts';

export function catalogueRoutes(db: Db) {
  const cached = listCache<ProductList>();
  return new Hono()
    .get('/products', async (c) => {
      const query = parse(ProductListQuery, c.req.query());
      const lang = langOf(c);
      const key = JSON.stringify([lang, query.category, query.page, query.limit, query.sort]);
      return c.json({ data: await cached(key, () => listProducts(db, lang, query)) });
    })
    .get('/products/related-product', async (c) => {
      const { productId } = parse(RelatedProductQuery, c.req.query());
      return c.json({ data: await relatedProducts(db, langOf(c), productId) });
    })
    .get('/price-list', async (c) => {
      const { family } = parse(PriceListQuery, c.req.query());
      return c.json({ data: await priceList(db, langOf(c), family) });
    })
    .get('/price-list.csv', async (c) => {
      const { family, lang = langOf(c) } = parse(PriceListCsvQuery, c.req.query());
      const csv = priceListCsv(await priceList(db, lang, family), lang);
      return c.body(csv, 200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="apple-pricelist${family ? `-${family}` : ''}.csv"`,
      });
    })
    .get('/products/:id', async (c) => {
      const { id } = parse(ProductDetailParams, c.req.param());
      const lang = langOf(c);
      const product = await getProduct(db, lang, id);
      if (!product) throw notFound('PRODUCT', pick(lang, 'ไม่พบสินค้านี้', 'This product could not be found'));
      return c.json({ data: product });
    });
}
