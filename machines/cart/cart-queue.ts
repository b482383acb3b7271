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
 * Adds an op to the queue without losing intent: a quantity update replaces a queued update of the same
 * line (the newer quantity wins); a removal drops queued updates of that line; a coupon replaces a queued
 * coupon and an education-code change a queued one; adds always queue. `keepHead` protects the op in flight.
 */
export function enqueue(queue: CartOp[], op: CartOp, keepHead = false): CartOp[] {
  const head = keepHead ? queue.slice(0, 1) : [];
  const rest = keepHead ? queue.slice(1) : queue;
  const replaces = (q: CartOp) =>
    (op.kind === 'update' && q.kind === 'update' && sameLine(q, op)) ||
    (op.kind === 'coupon' && q.kind === 'coupon') ||
    (isEligibility(op) && isEligibility(q));
  const i = rest.findIndex(replaces);
  if (i >= 0) return [...head, ...rest.map((q, j) => (j === i ? op : q))];
  if (op.kind === 'remove') return [...head, ...rest.filter((q) => !(q.kind === 'update' && sameLine(q, op))), op];
  return [...head, ...rest, op];
}
