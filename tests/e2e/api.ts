import type { APIRequestContext } from '@playwright/test';

interface Variant {
  productId: number;
  colourCode: string;
  capacity: string | null;
  stock: number;
  price: number;
  specialPrice: number | null;
  educationPrice: number | null;
  limitQty: number;
}
interface Detail {
  productId: number;
  slug: string;
  productName: string;
  colours: { code: string; name: string }[];
  variants: Variant[];
}

/** Reads the catalogue through the same API the app uses, so tests pick real products rather than hard-coded ones. */
export async function product(request: APIRequestContext, locale: string, category: string, pick: (d: Detail) => boolean = () => true) {
  const headers = { 'accept-language': locale };
  const list = (await (await request.get(`/pim/api/products?category=${category}`, { headers })).json()) as { data: { items: { productId: number }[] } };
  for (const { productId } of list.data.items) {
    const detail = ((await (await request.get(`/pim/api/products/${productId}`, { headers })).json()) as { data: Detail }).data;
    if (pick(detail)) return detail;
  }
  throw new Error(`no ${category} product matches`);
}

export const pagePath = (prefix: string, d: Detail) => `${prefix}/product/${d.slug}_${d.productId}`;
