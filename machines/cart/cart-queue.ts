/** A cart write waiting to be sent. Line writes name the line by product id and bundle parent. */
export type LineOp =
  | { kind: 'add'; productId: number; bundleParentId: number | null; quantity: number }
  | { kind: 'update'; productId: number; bundleParentId: number | null; quantity: number }
  | { kind: 'remove'; productId: number; bundleParentId: number | null };

export type CartOp =
  | LineOp
  | { kind: 'coupon'; couponCode: string }
  | { kind: 'eligibility.apply'; customerId: string; eligibilityCode: string }
  | { kind: 'eligibility.delete' };

export interface LineKey {
  productId: number;
  bundleParentId: number | null;
}

export const isLineOp = (op: CartOp): op is LineOp => op.kind === 'add' || op.kind === 'update' || op.kind === 'remove';
export const sameLine = (a: LineKey, b: LineKey) => a.productId === b.productId && a.bundleParentId === b.bundleParentId;
const isEligibility = (op: CartOp) => op.kind === 'eligibility.apply' || op.kind === 'eligibility.delete';

/**
 * Adds an op to the queue without losing intent or changing its order: a quantity update replaces the
 * line's last queued op when that is an update (the newer quantity wins; an add in between keeps both);
 * a coupon replaces a queued coupon and an education-code change a queued one; adds and removals queue.
 * `keepHead` protects the op in flight.
 */
export function enqueue(queue: CartOp[], op: CartOp, keepHead = false): CartOp[] {
  const head = keepHead ? queue.slice(0, 1) : [];
  const rest = keepHead ? queue.slice(1) : queue;
  const touches = (q: CartOp) =>
    isLineOp(op) ? isLineOp(q) && sameLine(q, op) : op.kind === 'coupon' ? q.kind === 'coupon' : isEligibility(op) && isEligibility(q);
  const last = rest.findLastIndex(touches);
  const mergeable = last >= 0 && (op.kind === 'update' ? rest[last]!.kind === 'update' : !isLineOp(op));
  if (mergeable) return [...head, ...rest.map((q, j) => (j === last ? op : q))];
  return [...head, ...rest, op];
}
