import type { CartData, CartItem } from '../../contract/cart.ts';

/** One difference between the bag the shopper reviewed and the bag the server holds now. */
export type BagChange =
  | { kind: 'added' | 'removed'; name: string }
  | { kind: 'quantity' | 'price'; name: string; before: number; after: number }
  | { kind: 'total'; before: number; after: number };

const lineKey = (item: CartItem) => `${item.productId}:${item.bundleParentId ?? ''}`;

/** What changed between two versions of a bag, line by line, then the total: what checkout shows before asking again. */
export function bagChanges(before: CartData | null, after: CartData): BagChange[] {
  const old = new Map((before?.items ?? []).map((item) => [lineKey(item), item]));
  const now = new Map(after.items.map((item) => [lineKey(item), item]));
  const changes: BagChange[] = [];
  for (const [key, item] of now) {
    const was = old.get(key);
    if (!was) changes.push({ kind: 'added', name: item.name });
    else {
      if (was.quantity !== item.quantity) changes.push({ kind: 'quantity', name: item.name, before: was.quantity, after: item.quantity });
      if (was.price !== item.price) changes.push({ kind: 'price', name: item.name, before: was.price, after: item.price });
    }
  }
  for (const [key, item] of old) if (!now.has(key)) changes.push({ kind: 'removed', name: item.name });
  if (before && before.totalPayable !== after.totalPayable) changes.push({ kind: 'total', before: before.totalPayable, after: after.totalPayable });
  return changes;
}
