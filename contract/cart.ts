import * as v from 'valibot';
import { ImageRef } from './catalogue.ts';
import { EducationFamily } from './education-quota.ts';
import { envelope } from './error.ts';
import { CartId, ProductId } from './ids.ts';
import { localized } from './validation-rules.ts';

export const ItemType = v.picklist(['ITEM', 'OPTION', 'GIFT']);

export const CartItem = v.object({
  productId: v.number(),
  parentId: v.number(),
  productName: v.string(),
  name: v.string(),
  description: v.string(),
  slug: v.string(),
  url: v.string(),
  image: v.object({ slug: v.string(), colour: v.string(), alt: v.string() }),
  itemType: ItemType,
  quantity: v.number(),
  stock: v.number(),
  limitQty: v.number(),
  price: v.number(),
  standardPrice: v.number(),
  specialPrice: v.nullable(v.object({ value: v.number() })),
  /** the unit's education price while a valid education code is on the cart */
  educationPrice: v.nullable(v.number()),
  totalPrice: v.number(),
  totalStandardPrice: v.number(),
  totalSpecialPrice: v.number(),
  totalGiftWrappingPrice: v.number(),
  giftWrappingFlag: v.boolean(),
  giftWrappingMessage: v.nullable(v.string()),
  educationFlag: v.boolean(),
  /** the family Apple's yearly education limit counts the model in; null when none does */
  educationFamily: v.nullable(EducationFamily),
  bundleParentId: v.nullable(v.number()),
  optionProducts: v.array(v.object({ productId: v.number() })),
  attributes: v.array(v.object({ label: v.string(), value: v.string() })),
  brand: v.object({ label: v.string() }),
  categoryName: v.string(),
  skuName: v.string(),
  discount: v.number(),
  createdAt: v.string(),
});
export type CartItem = v.InferOutput<typeof CartItem>;

export const CartData = v.object({
  cartId: v.string(),
  items: v.array(CartItem),
  eligibilityCode: v.nullable(v.object({ customerId: v.string(), eligibilityCode: v.string() })),
  couponCode: v.nullable(v.string()),
  couponErrorMessage: v.nullable(v.string()),
  orderId: v.nullable(v.string()),
  applyRules: v.array(v.object({ name: v.string() })),
  educationFlag: v.boolean(),
  totalQuantity: v.number(),
  totalBeforeEdu: v.number(),
  totalEduDiscount: v.number(),
  totalDiscount: v.number(),
  totalDeliveryFee: v.number(),
  totalVat: v.number(),
  totalPayable: v.number(),
  version: v.number(),
});
export type CartData = v.InferOutput<typeof CartData>;
export const CartResponse = envelope(CartData);
export const CreateCartResponse = envelope(v.object({ cartId: v.string() }));
/** Answer of GET /cart/api/cart/customer: the customer's latest bag, null when they have none. */
export const CustomerCartResponse = envelope(v.object({ cartId: v.nullable(v.string()) }));

export const CartParams = v.object({ cartId: CartId });

const Quantity = v.pipe(v.number(), v.integer(), v.minValue(1, 'quantity must be at least 1'), v.maxValue(999));
const BundleParentId = v.optional(v.nullable(ProductId), null);

/** POST /cart/api/cart/create. Items are optional; prices are never accepted. */
export const CreateCartBody = v.strictObject({
  items: v.optional(v.pipe(v.array(v.strictObject({ productId: ProductId, quantity: Quantity })), v.maxLength(50)), []),
});

/** POST /cart/api/cart/{cartId}/items/add. `price` and totals are not part of the payload. */
export const AddItemBody = v.object({
  productId: ProductId,
  quantity: Quantity,
  bundleParentId: BundleParentId,
  giftWrappingFlag: v.optional(v.boolean(), false),
  giftWrappingMessage: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(200))), null),
});
export type AddItemBody = v.InferInput<typeof AddItemBody>;

/** POST /cart/api/cart/{cartId}/items/update */
export const UpdateItemBody = v.object({ productId: ProductId, quantity: Quantity, bundleParentId: BundleParentId });
export type UpdateItemBody = v.InferInput<typeof UpdateItemBody>;

/** DELETE /cart/api/cart/{cartId}/items/delete */
export const DeleteItemBody = v.object({ productId: ProductId, bundleParentId: BundleParentId });
export type DeleteItemBody = v.InferInput<typeof DeleteItemBody>;

/** DELETE /cart/api/cart/{cartId}/gift-wrapping/delete */
export const DeleteGiftWrappingBody = v.object({ productId: ProductId });

/** POST /cart/api/cart/{cartId}/gift-wrapping/add: wraps a line already in the cart, its quantity unchanged. */
export const AddGiftWrappingBody = v.object({
  productId: ProductId,
  giftWrappingMessage: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(200))), null),
});
export type AddGiftWrappingBody = v.InferInput<typeof AddGiftWrappingBody>;

/** POST /cart/api/cart/{cartId}/apply-coupon; an empty code takes the coupon off. */
export const ApplyCouponBody = v.object({ couponCode: v.pipe(v.string(), v.maxLength(40)) });
export type ApplyCouponBody = v.InferInput<typeof ApplyCouponBody>;

/** The cart page's coupon field: a code to apply (taking the coupon off is a button of its own). */
export const CouponCodeForm = v.object({
  couponCode: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, localized({ th: 'กรุณากรอกรหัสคูปอง', en: 'Please enter your coupon code' })),
    v.maxLength(40, localized({ th: 'รหัสคูปองยาวได้ไม่เกิน 40 ตัวอักษร', en: 'A coupon code has at most 40 characters' })),
  ),
});

/** POST /cart/api/cart/{cartId}/apply-eligibility-code: the institution's customerId and its code. */
export const ApplyEligibilityCodeBody = v.object({
  customerId: v.pipe(v.string(), v.trim(), v.minLength(1, 'choose your institution'), v.maxLength(40)),
  eligibilityCode: v.pipe(v.string(), v.trim(), v.minLength(1, 'enter your education code'), v.maxLength(40)),
});
export type ApplyEligibilityCodeBody = v.InferInput<typeof ApplyEligibilityCodeBody>;

/**
 * The education-code form: the institution's name as typed, the id of the one chosen from the list (the error shows
 * under the name) and the code; the body sent is `ApplyEligibilityCodeBody`.
 */
export const EducationCodeForm = v.pipe(
  v.object({
    institution: v.string(),
    customerId: v.string(),
    eligibilityCode: v.pipe(
      v.string(),
      v.trim(),
      v.minLength(1, localized({ th: 'กรุณากรอกรหัสสิทธิ์การศึกษา', en: 'Please enter your education code' })),
      v.maxLength(40, localized({ th: 'รหัสสิทธิ์การศึกษายาวได้ไม่เกิน 40 ตัวอักษร', en: 'An education code has at most 40 characters' })),
    ),
  }),
  v.forward(
    v.partialCheck(
      [['customerId']],
      (input) => input.customerId.length > 0,
      localized({ th: 'กรุณาเลือกสถาบันการศึกษาจากรายชื่อ', en: 'Please choose your institution from the list' }),
    ),
    ['institution'],
  ),
);

/** A cross-sell entry (spec section 3); entries without productId are dropped by the app. */
export const RelatedProduct = v.object({
  productId: v.optional(v.nullable(v.number())),
  productName: v.string(),
  categoryName: v.string(),
  slug: v.optional(v.string()),
  isSpecialPrice: v.boolean(),
  priceRange: v.object({ min: v.number(), max: v.number() }),
  /** the regular prices, struck through beside a special price as on a product card */
  standardPriceRange: v.optional(v.object({ min: v.number(), max: v.number() })),
  educationFlag: v.boolean(),
  eduPriceRange: v.optional(v.nullable(v.object({ min: v.number(), max: v.number() }))),
  /** the model's first colour, drawn like a product card's */
  image: v.optional(ImageRef),
});
export type RelatedProduct = v.InferOutput<typeof RelatedProduct>;
export const RelatedProductsResponse = envelope(v.array(RelatedProduct));
