import type { CartData, CartItem } from '@contract/cart';
import type { CategorySlug, ProductDetail } from '@contract/catalogue';
import type { OrderData } from '@contract/order';
import type { SendEventBody } from '@contract/tracking';

/**
 * An item of a GA4 ecommerce event. `item_id` is the product's id in every event, so that a product's views, adds
 * and sales meet in one report; a bag or order line names its SKU in `item_variant`.
 */
export interface DataLayerItem {
  item_id: string;
  item_name: string;
  item_category?: string;
  item_variant?: string;
  item_list_name?: string;
  index?: number;
  price?: number;
  quantity?: number;
}

type Line = Pick<CartItem, 'productId' | 'parentId' | 'productName' | 'categoryName' | 'skuName' | 'price' | 'quantity'>;
type OrderLine = OrderData['items'][number];

/** A product as a list shows it (a listing's card, a search hit under its English name). */
export interface ListedProduct {
  productId: number;
  productName: string;
  categorySlug: CategorySlug;
  price: number;
}

/** A product of a list (a listing, search results) at its place in the list, counted from 0. */
export const listItem = (product: ListedProduct, index: number, listName: string): DataLayerItem => ({
  item_id: String(product.productId),
  item_name: product.productName,
  item_category: product.categorySlug,
  item_list_name: listName,
  index,
  price: product.price,
});

/** The lowest price a shopper pays now for a product: its cheapest variant, at the special price where there is one. */
const lowestPrice = (product: ProductDetail) =>
  product.variants.length > 0 ? Math.min(...product.variants.map((variant) => variant.specialPrice ?? variant.price)) : undefined;

export const productItem = (product: ProductDetail): DataLayerItem => ({
  item_id: String(product.productId),
  item_name: product.productName,
  item_category: product.categorySlug,
  price: lowestPrice(product),
});

export const lineItem = (line: Line, quantity = line.quantity): DataLayerItem => ({
  item_id: String(line.parentId),
  item_name: line.productName,
  item_category: line.categoryName,
  item_variant: line.skuName,
  price: line.price,
  quantity,
});

export const orderLineItem = (line: OrderLine): DataLayerItem => ({
  item_id: String(line.parentId),
  item_name: line.name,
  item_variant: line.sku,
  price: line.price,
  quantity: line.quantity,
});

type Contents = Pick<SendEventBody, 'contentIds' | 'contents' | 'contentType' | 'numItems'>;

/** The Conversions API names what is in a bag or an order by SKU, as a product catalogue does. */
export function contentsOf(lines: readonly { productId: number; quantity: number; price: number }[]): Contents {
  return {
    contentIds: lines.map((line) => String(line.productId)),
    contents: lines.map((line) => ({ id: String(line.productId), quantity: line.quantity, itemPrice: line.price })),
    contentType: 'product',
    numItems: lines.reduce((sum, line) => sum + line.quantity, 0),
  };
}

export const cartItems = (cart: CartData) => cart.items.map((line) => lineItem(line));
