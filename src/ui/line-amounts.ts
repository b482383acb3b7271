/**
 * What a line of a bag or an order comes to, on the basis of the totals under it: `regular` is the products at the
 * price without an education code (the subtotal adds these up, gift wrapping apart), `paid` what the shopper pays for
 * them, and `educationDiscount` the difference, which the totals take off once as "Education discount".
 */
export interface LineAmounts {
  regular: number;
  paid: number;
  educationDiscount: number;
}

const cents = (baht: number) => Math.round(baht * 100) / 100;

/** A bag line: `totalPrice` is its products after the education price, without gift wrapping. */
export function bagLineAmounts(item: {
  quantity: number;
  standardPrice: number;
  specialPrice: { value: number } | null;
  totalPrice: number;
  educationFlag: boolean;
}): LineAmounts {
  const regular = cents((item.specialPrice?.value ?? item.standardPrice) * item.quantity);
  return { regular, paid: item.totalPrice, educationDiscount: item.educationFlag ? cents(regular - item.totalPrice) : 0 };
}

/** An order line: its `totalPrice` holds the products after the education discount and the gift wrapping. */
export function orderLineAmounts(item: { totalPrice: number; giftWrappingPrice: number; eduDiscount: number }): LineAmounts {
  const paid = cents(item.totalPrice - item.giftWrappingPrice);
  return { regular: cents(paid + item.eduDiscount), paid, educationDiscount: item.eduDiscount };
}
