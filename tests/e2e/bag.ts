import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { product } from './api';

export interface BagLine {
  productId: number;
  quantity: number;
  giftWrappingFlag?: boolean;
  giftWrappingMessage?: string;
}

interface CartAnswer {
  data: {
    cartId: string;
    couponCode: string | null;
    items: { productId: number; quantity: number; totalPrice: number; totalGiftWrappingPrice: number; giftWrappingFlag: boolean }[];
    totalDiscount: number;
    totalVat: number;
    totalPayable: number;
  };
}

/** A guest bag made through the cart API, which the browser finds as the app keeps it (the cart id in local storage). */
export async function bagWith(request: APIRequestContext, context: BrowserContext, lines: BagLine[]): Promise<string> {
  const created = (await (await request.post('/cart/api/cart/create', { data: {} })).json()) as { data: { cartId: string } };
  const { cartId } = created.data;
  for (const line of lines) {
    const answer = await request.post(`/cart/api/cart/${cartId}/items/add`, { data: line });
    if (!answer.ok()) throw new Error(`add ${line.productId}: ${answer.status()} ${await answer.text()}`);
  }
  await context.addInitScript((id) => localStorage.setItem('cartId', id), cartId);
  return cartId;
}

/** The bag as the server holds it now, in the shopper's language. */
export async function bagOf(request: APIRequestContext, cartId: string, locale = 'th') {
  return ((await (await request.get(`/cart/api/cart/${cartId}`, { headers: { 'accept-language': locale } })).json()) as CartAnswer).data;
}

/** A bag that shows every part of a line: an iPhone, and two AirPods gift-wrapped with a Thai message. */
export async function sampleBag(request: APIRequestContext): Promise<BagLine[]> {
  const iphone = await product(request, 'th', 'iphone', (d) => d.variants.some((v) => v.stock > 0));
  const airpods = await product(request, 'th', 'airpods', (d) => d.variants.some((v) => v.stock >= 2 && v.limitQty >= 2));
  return [
    { productId: iphone.variants.find((v) => v.stock > 0)!.productId, quantity: 1 },
    {
      productId: airpods.variants.find((v) => v.stock >= 2 && v.limitQty >= 2)!.productId,
      quantity: 2,
      giftWrappingFlag: true,
      giftWrappingMessage: 'สุขสันต์วันเกิด',
    },
  ];
}

/** Two lines of one accessory model in stock, one unit each. */
export async function twoAccessoryLines(request: APIRequestContext): Promise<BagLine[]> {
  const inStock = (v: { stock: number }) => v.stock > 5;
  const accessories = await product(request, 'th', 'apple-accessories', (d) => d.variants.filter(inStock).length >= 2);
  return accessories.variants
    .filter(inStock)
    .slice(0, 2)
    .map((v) => ({ productId: v.productId, quantity: 1 }));
}
