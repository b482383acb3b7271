import { deliveryFee, vatShare } from '@contract/money';
import type { Totals } from '@/ui/TotalsList';

/**
 * The pre-order's totals by the server's rules (a pre-order has no coupon, education price or wrapping): the server
 * prices it again when it is placed, and the order shows what the server charged.
 */
export function totalsOf(lines: { quantity: number; product: { price: number } }[]): Totals {
  const merchandise = lines.reduce((sum, line) => sum + Math.round(line.product.price * 100) * line.quantity, 0);
  const payable = merchandise + deliveryFee(merchandise);
  const baht = (satang: number) => satang / 100;
  return {
    totalBeforeEdu: baht(merchandise),
    totalEduDiscount: 0,
    totalDiscount: 0,
    totalDeliveryFee: baht(payable - merchandise),
    totalVat: baht(vatShare(payable)),
    totalPayable: baht(payable),
  };
}
