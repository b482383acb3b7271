import { MAX_PREORDER_QUANTITY } from '../../contract/preorder.ts';

/** A line of the pre-order bag: the SKU and how many; names and prices come from the campaign's product list. */
export interface BagLine {
  productId: number;
  quantity: number;
}

/** What limits the bag: each SKU's units left in the campaign, and the units the session's email may still pre-order. */
export interface BagLimits {
  allocation: ReadonlyMap<number, number>;
  unitsLeft: number;
}

export const bagCount = (bag: readonly BagLine[]) => bag.reduce((n, line) => n + line.quantity, 0);

/** The most this line may hold: 10 a line, the SKU's allocation, and what the email may still pre-order beside the other lines. */
export function lineLimit(bag: readonly BagLine[], limits: BagLimits, productId: number): number {
  const others = bagCount(bag.filter((line) => line.productId !== productId));
  return Math.max(0, Math.min(MAX_PREORDER_QUANTITY, limits.allocation.get(productId) ?? 0, limits.unitsLeft - others));
}

/**
 * The line at `quantity`, kept between 1 and its limit; nothing changes when the limit leaves no room. A line may
 * always shrink: a bag over what the email may still pre-order (units used in another session) is mended one unit at
 * a time.
 */
export function setQuantity(bag: readonly BagLine[], limits: BagLimits, productId: number, quantity: number): BagLine[] {
  const current = bag.find((line) => line.productId === productId)?.quantity ?? 0;
  const wanted = Math.max(1, Math.floor(quantity));
  const next = wanted < current ? wanted : Math.min(lineLimit(bag, limits, productId), wanted);
  if (next < 1) return [...bag];
  return bag.some((line) => line.productId === productId)
    ? bag.map((line) => (line.productId === productId ? { productId, quantity: next } : line))
    : [...bag, { productId, quantity: next }];
}

/** One more of the SKU (a new line holds 1). */
export const addOne = (bag: readonly BagLine[], limits: BagLimits, productId: number) =>
  setQuantity(bag, limits, productId, (bag.find((line) => line.productId === productId)?.quantity ?? 0) + 1);

export const removeLine = (bag: readonly BagLine[], productId: number) => bag.filter((line) => line.productId !== productId);

/** The bag can be ordered: it has lines, each within its SKU's allocation, and together within the email's units. */
export const isOrderable = (bag: readonly BagLine[], limits: BagLimits) =>
  bag.length > 0 && bag.every((line) => line.quantity <= (limits.allocation.get(line.productId) ?? 0)) && bagCount(bag) <= limits.unitsLeft;

/** A stored bag against a fresh product list: lines of SKUs no longer in the campaign go; sold-out lines stay, to be shown so. */
export const keepKnown = (bag: readonly BagLine[], limits: BagLimits) => bag.filter((line) => limits.allocation.has(line.productId));
