import { describe, expect, it } from 'vitest';
import { bagGiftWrapping, orderGiftWrapping } from './gift-wrapping';

describe('gift wrapping in the totals', () => {
  it('adds up the wrapped lines of a bag, a free wrapping too, and is null with none wrapped', () => {
    const line = (giftWrappingFlag: boolean, totalGiftWrappingPrice: number) => ({ giftWrappingFlag, totalGiftWrappingPrice });
    expect(bagGiftWrapping({ items: [line(true, 59), line(false, 0), line(true, 118)] })).toBe(177);
    expect(bagGiftWrapping({ items: [line(true, 0)] })).toBe(0);
    expect(bagGiftWrapping({ items: [line(false, 0)] })).toBeNull();
  });
  it('reads an order’s wrapped lines from their price or message', () => {
    const line = (giftWrappingPrice: number, giftWrappingMessage: string | null) => ({ giftWrappingPrice, giftWrappingMessage });
    expect(orderGiftWrapping({ items: [line(59, null), line(0, 'สุขสันต์วันเกิด'), line(0, null)] })).toBe(59);
    expect(orderGiftWrapping({ items: [line(0, null)] })).toBeNull();
  });
});
