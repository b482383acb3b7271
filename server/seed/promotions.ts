import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { coupons, eligibilityCodes, preorderCampaigns, preorderProducts, productOptions, products, skus } from '../db/schema.ts';

const at = (iso: string) => new Date(iso);
const YEAR_2026_2028 = { startsAt: at('2026-01-01T00:00:00+07:00'), endsAt: at('2028-12-31T23:59:59+07:00') };

/** Demo education codes (docs/demo.md lists them): each is valid only with its own institution. */
export const seedEligibilityCodes = [
  { code: 'CU-EDU-2026', schoolCustomerId: 'EDU-TH-0001', maxUses: 500 },
  { code: 'TU-EDU-2026', schoolCustomerId: 'EDU-TH-0002', maxUses: 500 },
  { code: 'MU-EDU-2026', schoolCustomerId: 'EDU-TH-0003', maxUses: 500 },
  { code: 'CMU-EDU-2026', schoolCustomerId: 'EDU-TH-0005', maxUses: 500 },
];

export const seedCoupons = [
  { code: 'WELCOME500', kind: 'fixed' as const, value: 500_00, minSpend: 5_000_00, maxUsesPerCustomer: 1, ...YEAR_2026_2028 },
  { code: 'ACC10', kind: 'percent' as const, value: 10, maxDiscount: 1_000_00, categories: ['apple-accessories', 'airpods'], ...YEAR_2026_2028 },
  { code: 'APPLE5', kind: 'percent' as const, value: 5, maxDiscount: 2_000_00, minSpend: 10_000_00, ...YEAR_2026_2028 },
  { code: 'SONGKRAN2025', kind: 'percent' as const, value: 10, startsAt: at('2025-04-01T00:00:00+07:00'), endsAt: at('2025-04-30T23:59:59+07:00') },
];

/** Options offered with an item (cart lines of type OPTION), by catalogue key. */
const OPTIONS: Record<string, string[]> = {
  'iphone-17-pro': ['iphone-17-pro-silicone-case-magsafe', 'iphone-17-pro-clear-case-magsafe', 'usb-c-power-adapter-20w'],
  'iphone-17-pro-max': ['iphone-17-pro-max-silicone-case-magsafe', 'iphone-17-pro-max-clear-case-magsafe', 'usb-c-power-adapter-20w'],
  'iphone-air': ['usb-c-power-adapter-20w'],
  'iphone-17': ['usb-c-power-adapter-20w'],
  'iphone-16e': ['usb-c-power-adapter-20w'],
  'iphone-16': ['usb-c-power-adapter-20w'],
  'ipad-pro-11-m5': ['apple-pencil-pro', 'magic-keyboard-ipad-pro-m5'],
  'ipad-pro-13-m5': ['apple-pencil-pro', 'magic-keyboard-ipad-pro-m5'],
  'ipad-air-11-m3': ['apple-pencil-pro', 'magic-keyboard-ipad-air-m3'],
  'ipad-air-13-m3': ['apple-pencil-pro', 'magic-keyboard-ipad-air-m3'],
  'ipad-a16': ['apple-pencil-usb-c', 'magic-keyboard-folio-ipad-a16'],
};

export const PREORDER_CAMPAIGN = {
  id: 'apple-watch-ultra-3',
  nameTh: 'สั่งจองล่วงหน้า Apple Watch Ultra 3',
  nameEn: 'Apple Watch Ultra 3 pre-order',
  startsAt: at('2026-11-01T00:00:00+07:00'),
  endsAt: at('2027-01-31T23:59:59+07:00'),
  sessionMinutes: 30,
  limitPerEmail: 2,
};
const PREORDER_ALLOCATION = 20;

/** Codes, coupons, options and the pre-order campaign; rows that exist are left as they are. */
export async function seedPromotions(db: Db) {
  await db
    .insert(eligibilityCodes)
    .values(seedEligibilityCodes.map((c) => ({ ...c, ...YEAR_2026_2028 })))
    .onConflictDoNothing({ target: eligibilityCodes.code });
  await db.insert(coupons).values(seedCoupons).onConflictDoNothing({ target: coupons.code });

  const keys = [...new Set([...Object.keys(OPTIONS), ...Object.values(OPTIONS).flat(), 'apple-watch-ultra-3'])];
  const rows = await db.select({ id: products.id, slug: products.slug }).from(products).where(inArray(products.slug, keys));
  const idOf = new Map(rows.map((r) => [r.slug, r.id]));
  const pairs = Object.entries(OPTIONS).flatMap(([item, options]) =>
    options.filter((o) => idOf.has(item) && idOf.has(o)).map((o) => ({ productId: idOf.get(item)!, optionProductId: idOf.get(o)! })),
  );
  if (pairs.length) await db.insert(productOptions).values(pairs).onConflictDoNothing();

  await db.insert(preorderCampaigns).values(PREORDER_CAMPAIGN).onConflictDoNothing();
  const watch = idOf.get('apple-watch-ultra-3');
  if (watch === undefined) return;
  const watchSkus = await db
    .select({ id: skus.id })
    .from(skus)
    .where(inArray(skus.productId, [watch]));
  await db
    .insert(preorderProducts)
    .values(watchSkus.map((s) => ({ campaignId: PREORDER_CAMPAIGN.id, skuId: s.id, allocation: PREORDER_ALLOCATION })))
    .onConflictDoNothing();
}
