import { formatBaht } from '@/lib/price-format';
import { EducationPrice } from './EducationPrice';
import type { LineAmounts } from './line-amounts';

/** A line's amount in a summary: an education price shows the regular one struck through, which the subtotal adds up. */
export function LineAmount({ amounts }: { amounts: LineAmounts }) {
  return amounts.educationDiscount > 0 ? <EducationPrice min={amounts.paid} regularMin={amounts.regular} /> : <>{formatBaht(amounts.paid)}</>;
}
