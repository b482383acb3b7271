import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OrderData } from '@contract/order';
import type { PaymentMethod } from '@contract/payment-method';

type PaymentStatus = OrderData['payments'][number]['status'];

const METHOD = {
  card: msg`Credit or debit card`,
  promptpay: msg`PromptPay`,
  'bank-transfer': msg`Bank transfer`,
} satisfies Record<PaymentMethod, unknown>;

const PAYMENT_STATUS = {
  pending: msg`Pending`,
  succeeded: msg`Successful`,
  failed: msg`Failed`,
  cancelled: msg`Cancelled`,
} satisfies Record<PaymentStatus, unknown>;

export const paymentMethodText = (i18n: I18n, method: PaymentMethod) => i18n._(METHOD[method]);
export const paymentStatusText = (i18n: I18n, status: PaymentStatus) => i18n._(PAYMENT_STATUS[status]);

/** A full tax invoice was asked for: the receipt is also the full tax invoice; otherwise it is an abbreviated one. */
export const receiptTitle = (i18n: I18n, order: Pick<OrderData, 'taxInvoice'>) =>
  order.taxInvoice ? i18n._(msg`Receipt / Tax invoice`) : i18n._(msg`Receipt / Abbreviated tax invoice`);

/** A company's tax invoice names its head office or the 5-digit number of the branch. */
export const branchText = (i18n: I18n, branch: string) => (branch === 'head-office' ? i18n._(msg`Head office`) : i18n._(msg`Branch ${branch}`));

/** Receipts are issued for money received: the statuses an order has once paid. */
export const isPaid = (status: OrderData['status']) => status === 'paid' || status === 'preparing' || status === 'shipped' || status === 'delivered';

/** The receipt of an order that stands paid (one cancelled after payment is refunded, and its credit note printed). */
export const receiptOf = (order: Pick<OrderData, 'status' | 'receipt'>) => (isPaid(order.status) ? order.receipt : null);

/** The credit note of a paid order that was cancelled, with the receipt it takes back. */
export const creditNoteOf = ({ status, receipt, creditNote }: Pick<OrderData, 'status' | 'receipt' | 'creditNote'>) =>
  status === 'cancelled' && receipt && creditNote ? { ...creditNote, receipt } : null;

/** A bank-transfer slip waits for the shop's check: it keeps the order open past its deadline (docs/api.md, payments). */
export const slipInReview = (order: Pick<OrderData, 'status' | 'payments'>) =>
  order.status === 'pendingPayment' && order.payments.some((payment) => payment.method === 'bank-transfer' && payment.status === 'pending');
