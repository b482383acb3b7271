import * as v from 'valibot';
import { EducationFamily } from './education-quota.ts';
import { envelope } from './error.ts';
import { ProductIdText } from './ids.ts';

export const CATEGORY_SLUGS = ['iphone', 'ipad', 'mac', 'watch', 'airpods', 'apple-accessories'] as const;
export const CategorySlug = v.picklist(CATEGORY_SLUGS);
export type CategorySlug = v.InferOutput<typeof CategorySlug>;

/**
 * The category a path of the results' catch-all names (`/product-category/iphone`, also nested as
 * `/product-category/apple/iphone`): its last segment. Any other path under it is no page, in the app and on the server.
 */
export const categoryOfPath = (splat: string | undefined): CategorySlug | undefined =>
  CATEGORY_SLUGS.find((slug) => slug === splat?.replace(/\/+$/, '').split('/').pop());

export const ProductSort = v.picklist(['recommended', 'price-asc', 'price-desc', 'newest']);
export type ProductSort = v.InferOutput<typeof ProductSort>;

/** GET /pim/api/products */
export const ProductListQuery = v.object({
  category: v.optional(CategorySlug),
  page: v.optional(v.pipe(v.string(), v.regex(/^\d{1,4}$/), v.transform(Number), v.minValue(1)), '1'),
  limit: v.optional(v.pipe(v.string(), v.regex(/^\d{1,3}$/), v.transform(Number), v.minValue(1), v.maxValue(100)), '48'),
  sort: v.optional(ProductSort, 'recommended'),
});

/** Image reference: the app builds `/images/p/{slug}/{colour}/{width}.webp` from it. */
export const ImageRef = v.object({ slug: v.string(), colour: v.string(), alt: v.string() });
export type ImageRef = v.InferOutput<typeof ImageRef>;

export const PriceRange = v.object({ min: v.number(), max: v.number() });
export type PriceRange = v.InferOutput<typeof PriceRange>;

export const ProductCardItem = v.object({
  productId: v.number(),
  slug: v.string(),
  productName: v.string(),
  categoryName: v.string(),
  categorySlug: CategorySlug,
  /** lowest price a shopper pays now (special price where there is one) */
  price: v.number(),
  priceRangeMin: v.number(),
  priceRangeMax: v.number(),
  /** regular prices, struck through beside a special price */
  standardPriceMin: v.number(),
  standardPriceMax: v.number(),
  isSpecialPrice: v.boolean(),
  educationFlag: v.boolean(),
  /** the model's education prices; null when no SKU has one */
  eduPriceRange: v.nullable(PriceRange),
  image: ImageRef,
});
export type ProductCardItem = v.InferOutput<typeof ProductCardItem>;

export const ProductList = v.object({
  items: v.array(ProductCardItem),
  total: v.number(),
  page: v.number(),
  limit: v.number(),
});
export type ProductList = v.InferOutput<typeof ProductList>;
export const ProductListResponse = envelope(ProductList);

export const ProductVariant = v.object({
  productId: v.number(),
  sku: v.string(),
  colourCode: v.string(),
  capacity: v.nullable(v.string()),
  price: v.number(),
  specialPrice: v.nullable(v.number()),
  educationPrice: v.nullable(v.number()),
  stock: v.number(),
  limitQty: v.number(),
});
export type ProductVariant = v.InferOutput<typeof ProductVariant>;

export const ProductColour = v.object({ code: v.string(), name: v.string(), hex: v.string() });
export type ProductColour = v.InferOutput<typeof ProductColour>;

export const ProductDetail = v.object({
  productId: v.number(),
  slug: v.string(),
  productName: v.string(),
  description: v.string(),
  categoryName: v.string(),
  categorySlug: CategorySlug,
  educationFlag: v.boolean(),
  /** the family Apple's yearly education limit counts the model in; null when none does */
  educationFamily: v.nullable(EducationFamily),
  colours: v.array(ProductColour),
  capacities: v.array(v.string()),
  variants: v.array(ProductVariant),
});
export type ProductDetail = v.InferOutput<typeof ProductDetail>;

/**
 * The variant a product page shows first: the one its address names (`?sku=`), else the first in stock, else the
 * first. The server's preview picture and preload of the page are of the same one.
 */
export const variantShownFirst = <V extends { productId: number; stock: number }>(variants: readonly V[], sku: number | undefined): V =>
  variants.find((v) => v.productId === sku) ?? variants.find((v) => v.stock > 0) ?? variants[0]!;
export const ProductDetailResponse = envelope(ProductDetail);

/** GET /pim/api/products/{id} */
export const ProductDetailParams = v.object({ id: ProductIdText });

/** GET /pim/api/products/related-product?productId=1001,1002 (the cart's parent ids, comma-separated) */
export const RelatedProductQuery = v.object({
  productId: v.pipe(
    v.string(),
    v.regex(/^[1-9]\d{0,9}(,[1-9]\d{0,9}){0,49}$/, 'must be product ids separated by commas'),
    v.transform((text) => [...new Set(text.split(',').map(Number))]),
    v.check((ids) => ids.every((id) => id <= 2_147_483_647), 'must be product ids'),
  ),
});

/** PUT /pim/api/admin/skus/{skuId}/stock (staff) */
export const SkuParams = v.object({ skuId: ProductIdText });
export const SetStockBody = v.object({ stock: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1_000_000)) });

/** Baht with at most two decimals (satang), above zero. */
const Baht = v.pipe(
  v.number(),
  v.minValue(0.01),
  v.maxValue(10_000_000),
  v.check((n) => Number.isInteger(Math.round(n * 100)) && Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'at most two decimals'),
);
/** PUT /pim/api/admin/skus/{skuId}/price (staff): the regular price and the special price (null: none), in baht. */
export const SetPriceBody = v.pipe(
  v.strictObject({
    price: Baht,
    specialPrice: v.optional(v.nullable(Baht), null),
  }),
  v.check(({ price, specialPrice }) => specialPrice === null || specialPrice < price, 'the special price must be below the price'),
);
