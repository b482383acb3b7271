import type { APIRequestContext } from '@playwright/test';
import { activeCustomer } from './account';
import { bearer, logIn, type Session, sharedSession } from './logged-in';

/** A place of the administrative list, as the API takes it. */
export const KHLONG_TAN = { subdistrict: 'คลองตัน', district: 'คลองเตย', province: 'กรุงเทพมหานคร', postcode: '10110' };

/** A 13-digit ID with the right check digit (spec section 5). */
export const VALID_TAX_ID = '1101700207030';

/** Adds an address through the API (a billing one with a tax ID) and answers its id. */
export async function addAddress(
  request: APIRequestContext,
  session: Session,
  type: 'shipping' | 'billing' | 'additional',
  fields: Record<string, string> = {},
) {
  const answer = await request.post('/customer/api/profile/addresses', {
    headers: bearer(session),
    data: {
      type,
      firstName: 'Somsri',
      lastName: 'Rakdee',
      phone: '0898765432',
      address: '99/1 Soi Sukhumvit 22',
      ...KHLONG_TAN,
      ...(type === 'billing' ? { taxId: VALID_TAX_ID } : {}),
      ...fields,
    },
  });
  if (!answer.ok()) throw new Error(`address: ${answer.status()} ${await answer.text()}`);
  return ((await answer.json()) as { data: { id: number } }).data.id;
}

/** How many addresses of a type the customer has, as the API answers. */
export async function addressCount(request: APIRequestContext, session: Session, type: 'shipping' | 'billing' | 'additional') {
  const answer = await request.get(`/customer/api/profile/addresses/${type}`, { headers: bearer(session) });
  return ((await answer.json()) as { data: { total: number } }).data.total;
}

/** A new customer with an empty address book, logged in through the API. */
export const newCustomer = async (request: APIRequestContext) => logIn(request, await activeCustomer(request));

type AddressIds = Record<'shipping' | 'billing' | 'additional', number>;
let shared: { email: string; ids: Promise<AddressIds> } | undefined;

/** The worker's shared customer (sharedSession) with an address of each type, added once. */
async function sharedAddresses(request: APIRequestContext) {
  const session = await sharedSession(request);
  if (shared?.email !== session.email) {
    const ids = (async () => ({
      shipping: await addAddress(request, session, 'shipping'),
      billing: await addAddress(request, session, 'billing'),
      additional: await addAddress(request, session, 'additional'),
    }))();
    shared = { email: session.email, ids };
  }
  return shared.ids;
}

/**
 * A page path of the address book for the accessibility table: the shared customer has an address of each type
 * first (the edit pages of the defaults need them, edit-address takes an id).
 */
export const withAddresses =
  (path: string | ((ids: AddressIds) => string)) =>
  async (request: APIRequestContext): Promise<string> => {
    const ids = await sharedAddresses(request);
    return typeof path === 'string' ? path : path(ids);
  };
