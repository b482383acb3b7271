import { ProductPageData } from '@contract/content';
import type { Http } from '@/lib/http';

/** Spec section 9: 59 baht unless a campaign covers the date. */
export const DEFAULT_GIFT_WRAPPING_PRICE = 59;

/** Today's wrapping price in baht (0: free), as the server will charge it: the campaign covering `now`, else the default. */
export function giftWrappingPriceOn(config: ProductPageData | undefined, now: Date): number {
  if (!config) return DEFAULT_GIFT_WRAPPING_PRICE;
  const { defaultPrice, campaign } = config.giftWrapping;
  const running = campaign.find((c) => new Date(c.startDate) <= now && now <= new Date(c.endDate));
  return running ? running.price : defaultPrice;
}

/** GET /configs/product-page-data.json (spec section 7), read for the price shown before a line is wrapped. */
export const giftWrappingConfigQuery = (http: Http) => ({
  queryKey: ['product-page-data'],
  queryFn: () => http.get('/configs/product-page-data.json', ProductPageData),
  staleTime: 5 * 60_000,
});
