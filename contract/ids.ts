import * as v from 'valibot';

/** Product and SKU ids are positive integers; in paths and queries they arrive as text. */
export const ProductId = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647));
export const ProductIdText = v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}$/, 'must be a product id'), v.transform(Number), ProductId);
export const CartId = v.pipe(v.string(), v.uuid('must be a cart id'));
export const OrderId = v.pipe(v.string(), v.regex(/^SO\d{6,12}$/, 'must be an order number such as SO100001'));
