import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../db/schema.ts';
import { canMove, customerMayCancel, LIVE_STATUSES, ORDER_TRANSITIONS } from './status.ts';

describe('order status transitions', () => {
  it('lets an unpaid order be paid, cancelled or expire, and nothing else', () => {
    expect(ORDER_STATUSES.filter((s) => canMove('pendingPayment', s))).toEqual(['paid', 'cancelled', 'expired']);
  });

  it('never moves a delivered, cancelled or expired order again', () => {
    for (const end of ['delivered', 'cancelled', 'expired'] as const) expect(ORDER_STATUSES.some((s) => canMove(end, s))).toBe(false);
  });

  it('cannot cancel a shipped order or go back to an earlier status', () => {
    expect(canMove('shipped', 'cancelled')).toBe(false);
    expect(canMove('paid', 'pendingPayment')).toBe(false);
    expect(canMove('delivered', 'shipped')).toBe(false);
  });

  it('lets a customer cancel only an unpaid order; staff may cancel paid and preparing ones', () => {
    expect(ORDER_STATUSES.filter(customerMayCancel)).toEqual(['pendingPayment']);
    expect(ORDER_STATUSES.filter((s) => canMove(s, 'cancelled'))).toEqual(['pendingPayment', 'paid', 'preparing']);
  });

  it('reaches every status from pendingPayment', () => {
    const seen = new Set(['pendingPayment']);
    for (let changed = true; changed;) {
      changed = false;
      for (const from of seen)
        for (const to of ORDER_TRANSITIONS[from as keyof typeof ORDER_TRANSITIONS])
          if (!seen.has(to)) {
            seen.add(to);
            changed = true;
          }
    }
    expect([...seen].sort()).toEqual([...ORDER_STATUSES].sort());
    expect(LIVE_STATUSES).not.toContain('expired');
  });
});
