import { describe, expect, it } from 'vitest';
import { totalsOf } from './preorder-totals';

const line = (price: number, quantity: number) => ({ quantity, product: { price } });

describe('totalsOf', () => {
  it('ships free from ฿1,000 and names the VAT the total includes', () => {
    expect(totalsOf([line(31900, 2)])).toEqual({
      totalBeforeEdu: 63800,
      totalEduDiscount: 0,
      totalDiscount: 0,
      totalDeliveryFee: 0,
      totalVat: 4173.83,
      totalPayable: 63800,
    });
  });

  it('charges ฿50 delivery below ฿1,000, counting satang exactly', () => {
    // 2 × 490.25 = 980.50 < 1,000: 50 baht delivery; VAT 7/107 of 1,030.50 = 67.4159… → 67.42
    expect(totalsOf([line(490.25, 2)])).toMatchObject({ totalBeforeEdu: 980.5, totalDeliveryFee: 50, totalPayable: 1030.5, totalVat: 67.42 });
    expect(totalsOf([line(999.99, 1)])).toMatchObject({ totalDeliveryFee: 50, totalPayable: 1049.99 });
    expect(totalsOf([line(1000, 1)])).toMatchObject({ totalDeliveryFee: 0, totalPayable: 1000 });
  });
});
