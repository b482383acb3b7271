import type { APIRequestContext } from '@playwright/test';
import { addAddress, addressCount } from './addresses';
import { product } from './api';
import { bearer, type Session, sharedSession } from './logged-in';

/** What the tests read of an order (docs/api.md, OrderData). */
export interface PlacedOrder {
  orderId: string;
  status: string;
  email: string;
  phone: string;
  totalPayable: number;
  totalVat: number;
  items: { name: string; quantity: number; price: number; giftWrappingPrice: number; netPrice: string }[];
}

type TaxInvoice = { type: 'person'; name: string; taxId: string } | { type: 'company'; companyName: string; branch: string; taxId: string };

let serial = 0;

/**
 * An order placed over HTTP as checkout places it: the customer's default addresses (added when the book has
 * none), a bag of one accessory, then POST /order/api/orders with an Idempotency-Key.
 */
export async function placeOrder(
  request: APIRequestContext,
  session: Session,
  options: { taxInvoice?: TaxInvoice; quantity?: number; locale?: string; giftWrapping?: string } = {},
) {
  for (const type of ['shipping', 'billing'] as const) if ((await addressCount(request, session, type)) === 0) await addAddress(request, session, type);
  const quantity = options.quantity ?? 1;
  const accessory = await product(request, 'th', 'apple-accessories', (d) => d.variants.some((v) => v.stock > 20 && v.limitQty >= quantity));
  const sku = accessory.variants.find((v) => v.stock > 20 && v.limitQty >= quantity)!;
  const created = await request.post('/cart/api/cart/create', { headers: bearer(session), data: { items: [{ productId: sku.productId, quantity }] } });
  if (!created.ok()) throw new Error(`cart: ${created.status()} ${await created.text()}`);
  const { cartId } = ((await created.json()) as { data: { cartId: string } }).data;
  if (options.giftWrapping !== undefined) {
    const wrapped = await request.post(`/cart/api/cart/${cartId}/gift-wrapping/add`, {
      headers: bearer(session),
      data: { productId: sku.productId, giftWrappingMessage: options.giftWrapping },
    });
    if (!wrapped.ok()) throw new Error(`gift wrapping: ${wrapped.status()} ${await wrapped.text()}`);
  }
  const cart = ((await (await request.get(`/cart/api/cart/${cartId}`, { headers: bearer(session) })).json()) as { data: { version: number } }).data;
  serial += 1;
  const placed = await request.post('/order/api/orders', {
    // the answer (product names) in the language of the page that will show the order
    headers: {
      ...bearer(session),
      'accept-language': options.locale ?? 'th',
      'idempotency-key': `orders-e2e-${Date.now()}-${serial}-${Math.random().toString(36).slice(2, 8)}`,
    },
    data: { cartId, cartVersion: cart.version, ...(options.taxInvoice ? { taxInvoice: options.taxInvoice } : {}) },
  });
  if (placed.status() !== 201) throw new Error(`order: ${placed.status()} ${await placed.text()}`);
  return ((await placed.json()) as { data: PlacedOrder }).data;
}

/** Pays an order by PromptPay, the sandbox playing the bank that reports the transfer. */
export async function payOrder(request: APIRequestContext, session: Session, orderId: string) {
  const started = await request.post(`/order/api/orders/${orderId}/payments`, { headers: bearer(session), data: { method: 'promptpay' } });
  if (started.status() !== 201) throw new Error(`payment: ${started.status()} ${await started.text()}`);
  const { gatewayRef } = ((await started.json()) as { data: { payment: { gatewayRef: string } } }).data.payment;
  const paid = await request.post(`/sandbox-gateway/promptpay/${gatewayRef}/paid`);
  if (!paid.ok()) throw new Error(`paid: ${paid.status()} ${await paid.text()}`);
}

type Kind = 'unpaid' | 'paid';
let shared: { email: string; orders: Partial<Record<Kind, Promise<string>>> } | undefined;

/**
 * A page path of an order of the worker's shared customer (sharedSession), for the accessibility table: an unpaid
 * order, or a paid one with a tax invoice; each placed once.
 */
export const withOrder =
  (kind: Kind, path: (orderId: string) => string) =>
  async (request: APIRequestContext): Promise<string> => {
    const session = await sharedSession(request);
    if (shared?.email !== session.email) shared = { email: session.email, orders: {} };
    shared.orders[kind] ??= placeOrder(
      request,
      session,
      kind === 'paid' ? { taxInvoice: { type: 'person', name: 'Somchai Jaidee', taxId: '1101700207030' } } : {},
    ).then(async ({ orderId }) => {
      if (kind === 'paid') await payOrder(request, session, orderId);
      return orderId;
    });
    return path(await shared.orders[kind]);
  };
