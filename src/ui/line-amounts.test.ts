import { describe, expect, it } from 'vitest';
import { bagLineAmounts, orderLineAmounts } from './line-amounts';

describe('line amounts', () => {
  it('gives an education-priced bag line its regular amount, what is paid and the difference', () => {
    const line = { quantity: 2, standardPrice: 39_900, specialPrice: null, totalPrice: 76_800, educationFlag: true };
    expect(bagLineAmounts(line)).toEqual({ regular: 79_800, paid: 76_800, educationDiscount: 3_000 });
    expect(bagLineAmounts({ ...line, specialPrice: { value: 38_900 }, totalPrice: 77_800, educationFlag: false })).toEqual({
      regular: 77_800,
      paid: 77_800,
      educationDiscount: 0,
    });
  });

  it('takes an order line’s gift wrapping out and puts its education discount back for the regular amount', () => {
    expect(orderLineAmounts({ totalPrice: 13_829, giftWrappingPrice: 59, eduDiscount: 0 })).toEqual({ regular: 13_770, paid: 13_770, educationDiscount: 0 });
    expect(orderLineAmounts({ totalPrice: 36_900.5, giftWrappingPrice: 0.25, eduDiscount: 3_000.1 })).toEqual({
      regular: 39_900.35,
      paid: 36_900.25,
      educationDiscount: 3_000.1,
    });
  });
});
