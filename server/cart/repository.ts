import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { CartData, CartItem } from '../../contract/cart.ts';
import type { Db } from '../db/client.ts';
import { cartItems, carts, categories, products, skus } from '../db/schema.ts';
import { type Lang, pick } from '../http/lang.ts';
import { baht } from '../money.ts';
import { priceCart } from './pricing.ts';

/** Either the database or an open transaction: every read of a write is made inside its transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export async function lockCart(tx: Tx, cartId: string) {
  const [cart] = await tx.select().from(carts).where(eq(carts.id, cartId)).for('update');
  return cart;
}

export const bundleIs = (bundleParentId: number | null) =>
  bundleParentId === null ? isNull(cartItems.bundleParentId) : eq(cartItems.bundleParentId, bundleParentId);

export async function findLine(tx: Tx, cartId: string, skuId: number, bundleParentId: number | null) {
  const [line] = await tx
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.cartId, cartId), eq(cartItems.skuId, skuId), bundleIs(bundleParentId)));
  return line;
}

export async function findSku(tx: Tx, skuId: number) {
  const [sku] = await tx.select().from(skus).where(eq(skus.id, skuId));
  return sku;
}

export async function touchCart(tx: Tx, cartId: string) {
  await tx
    .update(carts)
    .set({ version: sql`${carts.version} + 1`, updatedAt: new Date() })
    .where(eq(carts.id, cartId));
}

/** The cart as the app shows it, every amount computed here from the database. */
export async function readCart(tx: Tx, lang: Lang, cartId: string): Promise<CartData | undefined> {
  const [cart] = await tx.select().from(carts).where(eq(carts.id, cartId));
  if (!cart) return undefined;
  const rows = await tx
    .select({ line: cartItems, sku: skus, product: products, category: categories })
    .from(cartItems)
    .innerJoin(skus, eq(skus.id, cartItems.skuId))
    .innerJoin(products, eq(products.id, skus.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));

  const { lines, totals } = priceCart(
    rows.map(({ line, sku }) => ({
      quantity: line.quantity,
      price: sku.price,
      specialPrice: sku.specialPrice,
      giftWrappingFlag: line.giftWrappingFlag,
    })),
  );

  const items: CartItem[] = rows.map(({ line, sku, product, category }, i) => {
    const priced = lines[i]!;
    const productName = pick(lang, product.nameTh, product.nameEn);
    const colour = pick(lang, sku.colourNameTh, sku.colourNameEn);
    const attributes = [
      { label: pick(lang, 'สี', 'Colour'), value: colour },
      ...(sku.capacity ? [{ label: pick(lang, 'ความจุ', 'Capacity'), value: sku.capacity }] : []),
    ];
    return {
      productId: sku.id,
      parentId: product.id,
      productName,
      name: productName,
      description: [sku.capacity, colour].filter(Boolean).join(' · '),
      slug: product.slug,
      url: `/product/${product.slug}_${product.id}`,
      image: { slug: product.slug, colour: sku.colourCode, alt: `${productName} ${colour}` },
      itemType: line.bundleParentId === null ? 'ITEM' : 'OPTION',
      quantity: line.quantity,
      stock: sku.stock,
      limitQty: sku.limitQty,
      price: baht(priced.unitPrice),
      standardPrice: baht(sku.price),
      specialPrice: sku.specialPrice === null ? null : { value: baht(sku.specialPrice) },
      totalPrice: baht(priced.totalPrice),
      totalStandardPrice: baht(priced.totalStandardPrice),
      totalSpecialPrice: baht(priced.totalSpecialPrice),
      totalGiftWrappingPrice: baht(priced.totalGiftWrappingPrice),
      giftWrappingFlag: line.giftWrappingFlag,
      giftWrappingMessage: line.giftWrappingMessage,
      educationFlag: false,
      bundleParentId: line.bundleParentId,
      optionProducts: [],
      attributes,
      brand: { label: 'Apple' },
      categoryName: pick(lang, category.nameTh, category.nameEn),
      skuName: sku.sku,
      discount: baht(priced.discount),
      createdAt: line.createdAt.toISOString(),
    };
  });

  return {
    cartId: cart.id,
    items,
    eligibilityCode: null,
    couponCode: null,
    couponErrorMessage: null,
    orderId: null,
    educationFlag: false,
    version: cart.version,
    ...totals,
  };
}
