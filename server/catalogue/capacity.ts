import type { skus } from '../db/schema.ts';
import { type Lang, pick } from '../http/lang.ts';

/** A SKU's configuration in the page's language; null for a model with one configuration. */
export const capacityIn = (lang: Lang, sku: Pick<typeof skus.$inferSelect, 'capacity' | 'capacityTh'>): string | null =>
  sku.capacity === null ? null : pick(lang, sku.capacityTh ?? sku.capacity, sku.capacity);
