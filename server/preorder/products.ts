import { asc, eq } from 'drizzle-orm';
import type { PreorderProduct } from '../../contract/preorder.ts';
import type { Db } from '../db/client.ts';
import { preorderProducts, products, skus } from '../db/schema.ts';
import { type Lang, pick } from '../http/lang.ts';
import { baht } from '../money.ts';
import { skuDescription } from '../orders/write.ts';
import { expireDuePreorders, unitsHeld } from './holdings.ts';
import { type Campaign, campaignOf, type Session } from './sessions.ts';

/** The campaign's products with the units left of each, and what the session's email may still pre-order. */
export async function sessionProducts(db: Db, lang: Lang, session: Session, campaign: Campaign, now: Date) {
  await expireDuePreorders(db, campaign.id, now);
  const [rows, held] = await Promise.all([
    db
      .select({ allocation: preorderProducts.allocation, sku: skus, product: products })
      .from(preorderProducts)
      .innerJoin(skus, eq(skus.id, preorderProducts.skuId))
      .innerJoin(products, eq(products.id, skus.productId))
      .where(eq(preorderProducts.campaignId, campaign.id))
      .orderBy(asc(products.sortOrder), asc(skus.sortOrder), asc(skus.id)),
    unitsHeld(db, campaign.id, session.email),
  ]);
  const items: PreorderProduct[] = rows.map(({ allocation, sku, product }) => {
    const name = pick(lang, product.nameTh, product.nameEn);
    return {
      productId: sku.id,
      parentId: product.id,
      sku: sku.sku,
      slug: product.slug,
      name,
      description: skuDescription(lang, sku),
      price: baht(sku.specialPrice ?? sku.price),
      standardPrice: baht(sku.price),
      isSpecialPrice: sku.specialPrice !== null,
      image: { slug: product.slug, colour: sku.colourCode, alt: name },
      allocation,
    };
  });
  return {
    campaign: campaignOf(lang, campaign),
    limitPerEmail: campaign.limitPerEmail,
    unitsLeft: Math.max(0, campaign.limitPerEmail - held),
    items,
  };
}

/** The running campaign's page before any session: its terms and each model's price range over the SKUs it pre-orders. */
export async function campaignModels(db: Db, lang: Lang, campaign: Campaign) {
  const rows = await db
    .select({ sku: skus, product: products })
    .from(preorderProducts)
    .innerJoin(skus, eq(skus.id, preorderProducts.skuId))
    .innerJoin(products, eq(products.id, skus.productId))
    .where(eq(preorderProducts.campaignId, campaign.id))
    .orderBy(asc(products.sortOrder), asc(skus.sortOrder), asc(skus.id));
  const models = new Map<number, { product: (typeof rows)[number]['product']; skus: (typeof rows)[number]['sku'][] }>();
  for (const { sku, product } of rows) {
    const model = models.get(product.id) ?? { product, skus: [] };
    model.skus.push(sku);
    models.set(product.id, model);
  }
  return {
    campaign: campaignOf(lang, campaign),
    endsAt: campaign.endsAt.toISOString(),
    sessionMinutes: campaign.sessionMinutes,
    limitPerEmail: campaign.limitPerEmail,
    models: [...models.values()].map(({ product, skus: list }) => {
      const paid = list.map((sku) => baht(sku.specialPrice ?? sku.price));
      const standard = list.map((sku) => baht(sku.price));
      const name = pick(lang, product.nameTh, product.nameEn);
      return {
        productId: product.id,
        slug: product.slug,
        name,
        image: { slug: product.slug, colour: list[0]!.colourCode, alt: name },
        priceRangeMin: Math.min(...paid),
        priceRangeMax: Math.max(...paid),
        standardPriceMin: Math.min(...standard),
        standardPriceMax: Math.max(...standard),
        isSpecialPrice: list.some((sku) => sku.specialPrice !== null),
      };
    }),
  };
}
