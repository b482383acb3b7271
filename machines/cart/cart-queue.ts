/** A cart write waiting to be sent. Line writes name the line by product id and bundle parent. */
export type LineOp =
  | { kind: 'add'; productId: number; bundleParentId: number | null; quantity: number }
  | { kind: 'update'; productId: number; bundleParentId: number | null; quantity: number }
  | { kind: 'remove'; productId: number; bundleParentId: number | null };

/** Gift wrapping is put on or taken off a product's lines by its SKU id (the API's key), the quantity unchanged. */
export type GiftWrappingOp = { kind: 'giftWrapping.add'; productId: number; message: string | null } | { kind: 'giftWrapping.delete'; productId: number };

/** A coupon op with an empty code takes the coupon off (the API's way). */
export type CartOp =
  | LineOp
  | GiftWrappingOp
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
 * a coupon replaces a queued coupon and an education-code change a queued one; adds, removals and gift wrapping queue.
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

/** The writes a queue is built from: the shopper's events that change the bag. */
export type WriteRequest =
  | { type: 'cart.item.add'; productId: number; bundleParentId?: number | null; quantity: number }
  | { type: 'cart.item.remove'; productId: number; bundleParentId?: number | null }
  | { type: 'cart.coupon.apply'; couponCode: string }
  | { type: 'cart.eligibility.apply'; customerId: string; eligibilityCode: string }
  | { type: 'cart.eligibility.delete' }
  | { type: 'cart.giftWrapping.add'; productId: number; message: string | null }
  | { type: 'cart.giftWrapping.remove'; productId: number };

/** A quantity the shopper picked for a line, waiting for the pause. */
export type PendingQuantity = LineKey & { quantity: number };

/** What the queue works on: the bag as the server last answered it, the queue and the quantities being chosen. */
export interface QueueState {
  cart: { items: readonly { productId: number; bundleParentId: number | null; quantity: number }[] } | null;
  queue: CartOp[];
  pendingQuantities: PendingQuantity[];
}

export function opOf(request: WriteRequest): CartOp {
  switch (request.type) {
    case 'cart.item.add':
      return { kind: 'add', productId: request.productId, bundleParentId: request.bundleParentId ?? null, quantity: request.quantity };
    case 'cart.item.remove':
      return { kind: 'remove', productId: request.productId, bundleParentId: request.bundleParentId ?? null };
    case 'cart.coupon.apply':
      return { kind: 'coupon', couponCode: request.couponCode };
    case 'cart.eligibility.apply':
      return { kind: 'eligibility.apply', customerId: request.customerId, eligibilityCode: request.eligibilityCode };
    case 'cart.eligibility.delete':
      return { kind: 'eligibility.delete' };
    case 'cart.giftWrapping.add':
      return { kind: 'giftWrapping.add', productId: request.productId, message: request.message };
    case 'cart.giftWrapping.remove':
      return { kind: 'giftWrapping.delete', productId: request.productId };
  }
}

/**
 * The quantity the server will hold for a line once every queued write (the one in flight included) is
 * applied to the cart it last answered; undefined when the line will not be there.
 */
function projectedQuantity(cart: QueueState['cart'], queue: CartOp[], line: LineKey): number | undefined {
  let quantity = cart?.items.find((i) => sameLine(i, line))?.quantity;
  for (const op of queue) {
    if (!isLineOp(op) || !sameLine(op, line)) continue;
    if (op.kind === 'add') quantity = (quantity ?? 0) + op.quantity;
    if (op.kind === 'update' && quantity !== undefined) quantity = op.quantity;
    if (op.kind === 'remove') quantity = undefined;
  }
  return quantity;
}

/** Pending quantities become queued updates, except those the server will hold anyway. */
export function flushQuantities(state: QueueState, keepHead: boolean): CartOp[] {
  return state.pendingQuantities.reduce<CartOp[]>(
    (queue, p) => (projectedQuantity(state.cart, queue, p) === p.quantity ? queue : enqueue(queue, { kind: 'update', ...p }, keepHead)),
    state.queue,
  );
}

/** The shopper picked a quantity for a line: it replaces the one waiting for that line. */
export function holdQuantity(pending: PendingQuantity[], quantity: PendingQuantity): PendingQuantity[] {
  return [...pending.filter((p) => !sameLine(p, quantity)), quantity];
}

/**
 * A write joins the queue in the order the shopper made it. An add of a line whose quantity is still being
 * chosen folds into that quantity (set 2, then add 1: 3), which goes out once, after the pause; a removal
 * makes the quantity being chosen moot.
 */
export function queueWrite(state: QueueState, request: WriteRequest, keepHead: boolean): Pick<QueueState, 'queue' | 'pendingQuantities'> {
  const op = opOf(request);
  if (!isLineOp(op)) return { queue: enqueue(state.queue, op, keepHead), pendingQuantities: state.pendingQuantities };
  const pending = state.pendingQuantities.find((p) => sameLine(p, op));
  const others = state.pendingQuantities.filter((p) => !sameLine(p, op));
  if (op.kind === 'add' && pending) return { queue: state.queue, pendingQuantities: [...others, { ...pending, quantity: pending.quantity + op.quantity }] };
  return { queue: enqueue(state.queue, op, keepHead), pendingQuantities: op.kind === 'remove' ? others : state.pendingQuantities };
}
