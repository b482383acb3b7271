/** A cart write waiting to be sent. Lines are identified by product id and bundle parent. */
export type CartOp =
  | { kind: 'add'; productId: number; bundleParentId: number | null; quantity: number }
  | { kind: 'update'; productId: number; bundleParentId: number | null; quantity: number }
  | { kind: 'remove'; productId: number; bundleParentId: number | null };

export interface LineKey {
  productId: number;
  bundleParentId: number | null;
}

export const sameLine = (a: LineKey, b: LineKey) => a.productId === b.productId && a.bundleParentId === b.bundleParentId;

/**
 * Adds an op to the queue without losing intent: a quantity update replaces a queued update of the
 * same line (the newer quantity wins); a removal drops queued updates of that line; adds always queue.
 */
export function enqueue(queue: CartOp[], op: CartOp): CartOp[] {
  if (op.kind === 'update') {
    const i = queue.findIndex((q) => q.kind === 'update' && sameLine(q, op));
    if (i >= 0) return queue.map((q, j) => (j === i ? op : q));
  }
  if (op.kind === 'remove') return [...queue.filter((q) => !(q.kind === 'update' && sameLine(q, op))), op];
  return [...queue, op];
}
