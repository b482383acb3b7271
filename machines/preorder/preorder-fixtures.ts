import type { PreorderProduct } from '../../contract/preorder.ts';
import type { LoadedSession, PreorderDetails } from './preorder.machine.ts';

export const SESSION_ID = '0b6c3c7e-5d1a-4a4e-9f4e-2b1b0e3c9a01';

const watch = (productId: number, allocation: number): PreorderProduct => ({
  productId,
  parentId: 70,
  sku: `AWU3-${productId}`,
  slug: 'apple-watch-ultra-3',
  name: 'Apple Watch Ultra 3',
  description: `49mm · band ${productId}`,
  price: 31_900,
  standardPrice: 31_900,
  isSpecialPrice: false,
  image: { slug: 'apple-watch-ultra-3', colour: 'natural', alt: 'Apple Watch Ultra 3' },
  allocation,
});

/** A live session half an hour from the (fake) clock's start: two SKUs, the second with one unit left; the email may take 2. */
export const sessionOf = (allocations: [number, number] = [20, 1]): LoadedSession => ({
  expiredAt: '2026-11-25T10:30:00.000Z',
  email: 'somchai@example.com',
  campaign: { id: 'apple-watch-ultra-3', name: 'สั่งจองล่วงหน้า Apple Watch Ultra 3' },
  limitPerEmail: 2,
  unitsLeft: 2,
  products: [watch(1, allocations[0]), watch(2, allocations[1])],
});

/** The moment the model tests start at: 30 minutes before the session's expiry. */
export const TEST_NOW = new Date('2026-11-25T10:00:00.000Z');

export const DETAILS: PreorderDetails = {
  phone: '0812345678',
  shippingAddress: {
    firstName: 'สมชาย',
    lastName: 'ใจดี',
    address: '99 ถนนสุขุมวิท',
    subdistrict: 'คลองเตย',
    district: 'คลองเตย',
    province: 'กรุงเทพมหานคร',
    postcode: '10110',
  },
};
