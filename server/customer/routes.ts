import { Hono } from 'hono';
import type { Services } from '../services.ts';
import { accountRoutes } from './account-routes.ts';
import { profileRoutes } from './profile-routes.ts';
import { thaiAddressRoutes } from './thai-address-routes.ts';

/**
 * /customer/api: account life cycle (register, activate, passwords), the logged-in customer's data and
 * the Thai administrative list the address forms pick from.
 */
export function customerRoutes(services: Services) {
  return new Hono().route('/', accountRoutes(services)).route('/', profileRoutes(services)).route('/', thaiAddressRoutes());
}
