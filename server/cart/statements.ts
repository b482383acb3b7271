import type { Db } from '../db/client.ts';
import { columns, prepare, statement } from '../db/prepared.ts';
import { cartItems, carts, categories, coupons, eligibilityCodes, products, skus } from '../db/schema.ts';

/** The statements of every cart read and write: prepared, because on the embedded database planning costs more than running. */

type Cart = typeof carts.$inferSelect;
type Line = typeof cartItems.$inferSelect;
type Sku = typeof skus.$inferSelect;
type EligibilityCode = typeof eligibilityCodes.$inferSelect;
type Coupon = typeof coupons.$inferSelect;

const PRODUCT = ['id', 'slug', 'nameTh', 'nameEn', 'family'] as const;
const CATEGORY = ['id', 'slug', 'nameTh', 'nameEn'] as const;
export type LineProduct = Pick<typeof products.$inferSelect, (typeof PRODUCT)[number]>;
export type LineCategory = Pick<typeof categories.$inferSelect, (typeof CATEGORY)[number]>;

/** [cartId, now]: counts the version up and so takes the row lock before anything is read. */
export const lockForWrite = statement<{ cart: Cart }>(
  'cart_lock',
  `update carts c set version = c.version + 1, updated_at = $2::timestamptz where c.id = $1::uuid returning ${columns(carts, 'c', 'cart')}`,
);

/** [cartId, skuId, bundleParentId]: the line a write touches, its SKU and the cart's education code (one row). */
export const lineOf = statement<{ line: Line | null; sku: Sku | null; eligibility: EligibilityCode | null }>(
  'cart_line_of',
  `select ${columns(cartItems, 'l', 'line')}, ${columns(skus, 's', 'sku')}, ${columns(eligibilityCodes, 'e', 'eligibility')}
   from carts c
   left join eligibility_codes e on e.id = c.eligibility_code_id
   left join cart_items l on l.cart_id = c.id and l.sku_id = $2::int and l.bundle_parent_id is not distinct from $3::int
   left join skus s on s.id = $2::int
   where c.id = $1::uuid`,
);

/** [cartId]: the cart, its coupon and code, and a row a line (one row with no line when empty), in the order added. */
export const pricedCart = statement<{
  cart: Cart;
  coupon: Coupon | null;
  eligibility: EligibilityCode | null;
  line: Line | null;
  sku: Sku | null;
  product: LineProduct | null;
  category: LineCategory | null;
}>(
  'cart_priced',
  `select ${columns(carts, 'c', 'cart')}, ${columns(coupons, 'co', 'coupon')}, ${columns(eligibilityCodes, 'e', 'eligibility')},
     ${columns(cartItems, 'l', 'line')}, ${columns(skus, 's', 'sku')}, ${columns(products, 'p', 'product', PRODUCT)},
     ${columns(categories, 'k', 'category', CATEGORY)}
   from carts c
   left join coupons co on co.id = c.coupon_id
   left join eligibility_codes e on e.id = c.eligibility_code_id
   left join cart_items l on l.cart_id = c.id
   left join skus s on s.id = l.sku_id
   left join products p on p.id = s.product_id
   left join categories k on k.id = p.category_id
   where c.id = $1::uuid
   order by l.created_at, l.id`,
);

/** [lineId, quantity, wrap, message]: more of a line; wrapping is switched on (with the message given), never off. */
export const addToLine = statement<never>(
  'cart_line_add',
  `update cart_items set quantity = $2::int,
     gift_wrapping_flag = gift_wrapping_flag or $3::boolean,
     gift_wrapping_message = case when $3::boolean then $4::text else gift_wrapping_message end
   where id = $1::int`,
);

/** [cartId, skuId, bundleParentId, quantity, wrap, message] */
export const insertLine = statement<never>(
  'cart_line_insert',
  `insert into cart_items (cart_id, sku_id, bundle_parent_id, quantity, gift_wrapping_flag, gift_wrapping_message)
   values ($1::uuid, $2::int, $3::int, $4::int, $5::boolean, $6::text)`,
);

/** [cartId, lineId, quantity, itemSkuId]: sets a line's quantity; an item's options (itemSkuId not null) follow it down. */
export const setLineQuantity = statement<never>(
  'cart_line_quantity',
  `update cart_items set quantity = case when id = $2::int then $3::int else least(quantity, $3::int) end
   where cart_id = $1::uuid and (id = $2::int or (bundle_parent_id = $4::int and quantity > $3::int))`,
);

/** [cartId, skuId, bundleParentId]: removes a line, and an item's options with it. */
export const removeLine = statement<never>(
  'cart_line_remove',
  `delete from cart_items
   where cart_id = $1::uuid
     and ((sku_id = $2::int and bundle_parent_id is not distinct from $3::int) or ($3::int is null and bundle_parent_id = $2::int))`,
);

/** [code]: a coupon by its (upper-cased) code. */
export const couponByCode = statement<{ coupon: Coupon }>(
  'cart_coupon_by_code',
  `select ${columns(coupons, 'co', 'coupon')} from coupons co where co.code = $1::text`,
);

/** [cartId, couponId]: puts a coupon on the cart, or takes it off (null). */
export const setCoupon = statement<never>('cart_set_coupon', `update carts set coupon_id = $2::int where id = $1::uuid`);

const all = [lockForWrite, lineOf, pricedCart, addToLine, insertLine, setLineQuantity, removeLine, couponByCode, setCoupon];

/** Awaited before a cart is read or written (at once after the first time). */
export const cartStatementsReady = (db: Db) => prepare(db, all);
