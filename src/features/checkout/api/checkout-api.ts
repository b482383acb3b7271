import { type Address, AddressPageResponse, AddressResponse, type AddressType, type CreateAddressBody } from '@contract/customer';
import { OrderResponse } from '@contract/order';
import { type CreatePaymentBody, CreatePaymentResponse } from '@contract/payment';
import type { PlaceOrderInput } from '@machines/checkout/checkout.machine';
import { queryOptions } from '@tanstack/react-query';
import type { Http } from '@/lib/http';
import { orderSessionIdOf } from './order-cookies';

/** Addresses checkout offers of one kind; more than this many is an address book, not a checkout choice. */
const CHECKOUT_ADDRESSES = 20;

/**
 * The order placed in this browser is read with its order-session id (GET /order/{orderId}, spec section 7);
 * any other order of a logged-in customer through the account's call.
 */
const orderSession = (orderId: string) => {
  const sessionId = orderSessionIdOf(orderId);
  return sessionId ? { 'order-session-id': sessionId } : undefined;
};

/** The calls of checkout, payment and thank-you (docs/api.md, Orders and Payments). */
export function checkoutApi(http: Http) {
  return {
    addresses: async (type: AddressType) =>
      (await http.get(`/customer/api/profile/addresses/${type}`, AddressPageResponse, { searchParams: { offset: 0, limit: CHECKOUT_ADDRESSES } })).data.items,
    /** A billing address with the fields of another address (the delivery address), for a customer who has none. */
    addBillingLike: async ({ firstName, lastName, phone, companyName, address, subdistrict, district, province, postcode }: Address) => {
      const json: CreateAddressBody = { type: 'billing', firstName, lastName, phone, address, subdistrict, district, province, postcode };
      if (companyName) json.companyName = companyName;
      return (await http.post('/customer/api/profile/addresses', AddressResponse, { json })).data;
    },
    async placeOrder({ idempotencyKey, cartId, cartVersion, expectedTotal, shippingAddressId, billingAddressId, taxInvoice }: PlaceOrderInput) {
      const json = {
        cartId,
        cartVersion,
        expectedTotal,
        ...(shippingAddressId === null ? {} : { shippingAddressId }),
        ...(billingAddressId === null ? {} : { billingAddressId }),
        taxInvoice,
      };
      return (await http.post('/order/api/orders', OrderResponse, { json, headers: { 'idempotency-key': idempotencyKey } })).data;
    },
    async order(orderId: string) {
      const headers = orderSession(orderId);
      const path = headers ? `/order/${encodeURIComponent(orderId)}` : `/order/api/orders/${encodeURIComponent(orderId)}`;
      return (await http.get(path, OrderResponse, headers ? { headers } : {})).data;
    },
    startPayment: async (orderId: string, body: CreatePaymentBody) =>
      (await http.post(`/order/api/orders/${encodeURIComponent(orderId)}/payments`, CreatePaymentResponse, { json: body, headers: orderSession(orderId) }))
        .data,
    /** The PromptPay QR as SVG markup: it needs the order's headers, so it is fetched rather than linked. */
    promptPayQr: (orderId: string, paymentId: string) =>
      http.text(`/order/api/orders/${encodeURIComponent(orderId)}/payments/${encodeURIComponent(paymentId)}/qr.svg`, { headers: orderSession(orderId) }),
  };
}

export const addressesQuery = (http: Http, owner: string, type: AddressType) =>
  queryOptions({ queryKey: ['addresses', owner, 'checkout', type], queryFn: () => checkoutApi(http).addresses(type) });

export const orderQuery = (http: Http, orderId: string) => queryOptions({ queryKey: ['order', orderId], queryFn: () => checkoutApi(http).order(orderId) });
