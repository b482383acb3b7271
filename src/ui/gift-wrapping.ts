/** What a bag's gift-wrapped lines add to it; null when no line is wrapped. */
export function bagGiftWrapping(bag: { items: readonly { giftWrappingFlag: boolean; totalGiftWrappingPrice: number }[] }): number | null {
  const wrapped = bag.items.filter((item) => item.giftWrappingFlag);
  return wrapped.length > 0 ? wrapped.reduce((sum, item) => sum + item.totalGiftWrappingPrice, 0) : null;
}

/** The same for an order, whose lines keep the wrapping's price and message (a free wrapping without a message leaves no trace). */
export function orderGiftWrapping(order: { items: readonly { giftWrappingPrice: number; giftWrappingMessage: string | null }[] }): number | null {
  const wrapped = order.items.filter((item) => item.giftWrappingPrice > 0 || item.giftWrappingMessage !== null);
  return wrapped.length > 0 ? wrapped.reduce((sum, item) => sum + item.giftWrappingPrice, 0) : null;
}
