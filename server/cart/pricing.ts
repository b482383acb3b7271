import { baht, vatShare } from '../money.ts';

/** One cart line as read from the database, money in satang. */
export interface PricedLineInput {
  quantity: number;
  price: number;
  specialPrice: number | null;
  giftWrappingFlag: boolean;
}

export interface LineTotals {
  unitPrice: number;
  totalPrice: number;
  totalStandardPrice: number;
  totalSpecialPrice: number;
  totalGiftWrappingPrice: number;
  discount: number;
}

export interface CartTotals {
  totalQuantity: number;
  totalBeforeEdu: number;
  totalEduDiscount: number;
  totalDiscount: number;
  totalDeliveryFee: number;
  totalVat: number;
  totalPayable: number;
  applyRules: { name: string }[];
}

export const GIFT_WRAPPING_PRICE = 59_00;

/** Line totals in satang: the special price wins over the regular one; gift wrapping is charged once a line. */
export function priceLine(line: PricedLineInput): LineTotals {
  const unitPrice = line.specialPrice ?? line.price;
  return {
    unitPrice,
    totalPrice: unitPrice * line.quantity,
    totalStandardPrice: line.price * line.quantity,
    totalSpecialPrice: line.specialPrice === null ? 0 : line.specialPrice * line.quantity,
    totalGiftWrappingPrice: line.giftWrappingFlag ? GIFT_WRAPPING_PRICE : 0,
    discount: (line.price - unitPrice) * line.quantity,
  };
}

/** Cart totals in baht. Prices include VAT, so the VAT is the 7/107 share of what is payable. */
export function priceCart(lines: PricedLineInput[]): { lines: LineTotals[]; totals: CartTotals } {
  const priced = lines.map(priceLine);
  const sum = (pick: (l: LineTotals) => number) => priced.reduce((n, l) => n + pick(l), 0);
  const beforeEdu = sum((l) => l.totalPrice + l.totalGiftWrappingPrice);
  const discount = sum((l) => l.discount);
  const delivery = 0;
  const payable = beforeEdu + delivery;
  const applyRules = [
    ...(discount > 0 ? [{ name: 'special-price' }] : []),
    ...(priced.some((l) => l.totalGiftWrappingPrice > 0) ? [{ name: 'gift-wrapping' }] : []),
  ];
  return {
    lines: priced,
    totals: {
      totalQuantity: lines.reduce((n, l) => n + l.quantity, 0),
      totalBeforeEdu: baht(beforeEdu),
      totalEduDiscount: 0,
      totalDiscount: baht(discount),
      totalDeliveryFee: baht(delivery),
      totalVat: baht(vatShare(payable)),
      totalPayable: baht(payable),
      applyRules,
    },
  };
}
