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
