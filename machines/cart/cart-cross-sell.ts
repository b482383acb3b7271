import type { CartData, RelatedProduct } from '../../contract/cart.ts';

/** A cross-sell product as the cart shows it. */
export interface CrossSellItem {
  productId: number;
  productName: string;
  categoryName: string;
  slug: string | null;
  isSpecialPrice: boolean;
  priceRange: { min: number; max: number };
  /** the regular prices, struck through beside a special price; null when the server sent none */
  standardPriceRange: { min: number; max: number } | null;
  /** the education range of a product that has one (the flag): shown only to a bag with an education code */
  eduPriceRange: { min: number; max: number } | null;
  /** drawn like a product card's; null when the server sent none */
  image: { slug: string; colour: string; alt: string } | null;
}

/** The parent ids of the cart's lines, sorted and unique: cross-sell reloads when this changes. */
export const parentKey = (cart: CartData | null) => [...new Set(cart?.items.map((i) => i.parentId) ?? [])].sort((a, b) => a - b).join(',');

/** Entries without productId are dropped; the education range is kept where the product is flagged. */
export const toCrossSell = (products: RelatedProduct[]): CrossSellItem[] =>
  products.flatMap((p) =>
    p.productId
      ? [
          {
            productId: p.productId,
            productName: p.productName,
            categoryName: p.categoryName,
            slug: p.slug ?? null,
            isSpecialPrice: p.isSpecialPrice,
            priceRange: p.priceRange,
            standardPriceRange: p.standardPriceRange ?? null,
            eduPriceRange: p.educationFlag ? (p.eduPriceRange ?? null) : null,
            image: p.image ?? null,
          },
        ]
      : [],
  );
