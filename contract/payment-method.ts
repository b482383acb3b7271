import * as v from 'valibot';

/** How a shopper pays for an order. */
export const PaymentMethod = v.picklist(['card', 'promptpay', 'bank-transfer']);
export type PaymentMethod = v.InferOutput<typeof PaymentMethod>;
