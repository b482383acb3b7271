import { Hono } from 'hono';
import { ThaiAddressQuery } from '../../contract/thai-address.ts';
import { validForm } from './account-form.ts';
import { thaiAddresses } from './thai-address.ts';

/**
 * GET /customer/api/thai-addresses, public: the address forms' autocomplete. The list changes only with a
 * new version of the data package, so browsers and CDNs may keep an answer for a day.
 */
export function thaiAddressRoutes() {
  return new Hono().get('/thai-addresses', validForm.query(ThaiAddressQuery), async (c) => {
    const query = c.req.valid('query');
    const book = await thaiAddresses();
    const items = query.postcode ? book.byPostcode(query.postcode) : book.search(query.q!, query.limit);
    c.header('cache-control', 'public, max-age=86400');
    return c.json({ data: { items } });
  });
}
