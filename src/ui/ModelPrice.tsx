import type { ProductCardItem } from '@contract/catalogue';
import { useEducationPricing } from '@/lib/education-pricing';
import { EducationPrice, savesOnEducation } from './EducationPrice';
import { Price } from './Price';

type ModelPrices = Pick<ProductCardItem, 'priceRangeMin' | 'priceRangeMax' | 'standardPriceMin' | 'standardPriceMax' | 'isSpecialPrice' | 'eduPriceRange'>;

/**
 * A model's prices as its card shows them: with an education code on the bag, its education range where that saves
 * on what the shopper pays without it; else its range, a sale's regular prices struck through.
 */
export function ModelPrice({ item }: { item: ModelPrices }) {
  const education = useEducationPricing();
  if (education && item.eduPriceRange && savesOnEducation(item.eduPriceRange, item.priceRangeMin, item.priceRangeMax))
    return <EducationPrice min={item.eduPriceRange.min} max={item.eduPriceRange.max} regularMin={item.priceRangeMin} regularMax={item.priceRangeMax} />;
  return (
    <Price
      min={item.priceRangeMin}
      max={item.priceRangeMax}
      special={item.isSpecialPrice}
      regularMin={item.standardPriceMin}
      regularMax={item.standardPriceMax}
    />
  );
}
