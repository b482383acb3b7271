import * as v from 'valibot';
import { envelope } from './error.ts';
import { OrderId } from './ids.ts';
import { OrderStatus, PaymentSummary } from './order.ts';
import { localized } from './validation-rules.ts';

export const PaymentId = v.pipe(v.string(), v.uuid('must be a payment id'));
/** The gateway's charge reference: ours for the hosted page, named again by its callback. */
export const GatewayRef = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,100}$/, 'must be a gateway reference'));
const slipMissing = localized({ th: 'กรุณากรอกเลขที่อ้างอิงสลิป', en: 'Please enter the slip reference' });
/** The reference printed on a Thai bank's transfer slip. */
export const SlipReference = v.pipe(
  v.string(slipMissing),
  v.trim(),
  v.nonEmpty(slipMissing),
  v.regex(/^[A-Za-z0-9]{6,40}$/, localized({ th: 'เลขที่อ้างอิงสลิปไม่ถูกต้อง', en: 'The slip reference is not valid' })),
);

export const OrderPaymentsParams = v.object({ orderId: OrderId });
export const OrderPaymentParams = v.object({ orderId: OrderId, paymentId: PaymentId });
export const PaymentParams = v.object({ paymentId: PaymentId });
export const GatewayRefParams = v.object({ gatewayRef: GatewayRef });

/**
 * POST /order/api/orders/{orderId}/payments. The amount is never part of it: the order's total is charged.
 * A bank transfer names the slip the shopper already made; staff check it against the bank statement.
 */
export const CreatePaymentBody = v.variant('method', [
  v.strictObject({ method: v.literal('card') }),
  v.strictObject({ method: v.literal('promptpay') }),
  v.strictObject({ method: v.literal('bank-transfer'), slipReference: SlipReference }),
]);
export type CreatePaymentBody = v.InferInput<typeof CreatePaymentBody>;

export const PaymentData = v.object({
  ...PaymentSummary.entries,
  orderId: v.string(),
  gatewayRef: v.nullable(v.string()),
  slipReference: v.nullable(v.string()),
  /** why a payment failed, or 'order not payable: refund due' for money taken for an order that could no longer be paid */
  failureReason: v.nullable(v.string()),
});
export type PaymentData = v.InferOutput<typeof PaymentData>;

export const PromptPayData = v.object({
  /** the EMVCo payload a banking app reads from the QR */
  payload: v.string(),
  /** the QR as SVG; it needs the same headers as the order, so the app fetches it rather than linking it */
  qrUrl: v.string(),
  /** baht */
  amount: v.number(),
  /** the order's payment deadline */
  expiresAt: v.string(),
});
export type PromptPayData = v.InferOutput<typeof PromptPayData>;

export const CreatePaymentResponse = envelope(
  v.object({
    payment: PaymentData,
    /** card: the gateway's hosted payment page to send the browser to */
    redirectUrl: v.optional(v.string()),
    promptPay: v.optional(PromptPayData),
  }),
);

/** POST /order/api/payments/callback: what the gateway posts, signed (x-signature) over the raw body. */
export const PaymentCallbackBody = v.object({
  gatewayRef: GatewayRef,
  status: v.picklist(['succeeded', 'failed']),
  /** satang */
  amount: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(Number.MAX_SAFE_INTEGER)),
  eventId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_.:-]{1,200}$/, 'must be an event id')),
  failureReason: v.optional(v.pipe(v.string(), v.maxLength(500))),
});
export type PaymentCallbackBody = v.InferOutput<typeof PaymentCallbackBody>;
/** The callback's signature header: hex HMAC-SHA256. */
export const PaymentSignature = v.pipe(v.string(), v.regex(/^[0-9a-fA-F]{64}$/));

export const PaymentCallbackResponse = envelope(v.object({ gatewayRef: v.string(), status: PaymentSummary.entries.status }));

/** POST /order/api/admin/payments/{paymentId}/reject (staff): an optional reason the shopper is told. */
export const RejectPaymentBody = v.strictObject({
  reason: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(500))),
});

export const StaffPaymentResponse = envelope(v.object({ payment: PaymentData, orderStatus: OrderStatus }));

/** The sandbox gateway's hosted page posts one of its two buttons. */
export const SandboxDecision = v.object({ decision: v.picklist(['pay', 'decline']) });
