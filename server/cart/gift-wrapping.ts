import type { Db } from '../db/client.ts';
import { documents } from '../content/documents.ts';
import { contentStore } from '../content/store.ts';

export interface GiftWrappingToday {
  /** satang */
  price: number;
  /** English name of the campaign that sets today's price, if any */
  campaign: string | null;
}

const DEFAULT_PRICE = 59_00;

/** Today's wrapping price from /configs/product-page-data.json: the default unless a campaign covers the date. */
export async function giftWrappingToday(db: Db, now: Date): Promise<GiftWrappingToday> {
  const config = await contentStore(db).one(documents.productPageData, 'configs', 'product-page-data', 'en');
  const wrapping = config?.giftWrapping;
  const campaign = wrapping?.campaign.find((c) => new Date(c.startDate) <= now && now <= new Date(c.endDate));
  if (campaign) return { price: Math.round(campaign.price * 100), campaign: campaign.name };
  return { price: wrapping ? Math.round(wrapping.defaultPrice * 100) : DEFAULT_PRICE, campaign: null };
}
