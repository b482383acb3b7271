import { Hono } from 'hono';
import type { Services } from '../services.ts';
import { accountRoutes } from './account-routes.ts';
import { profileRoutes } from './profile-routes.ts';

/** /customer/api: account life cycle (register, activate, passwords) and the logged-in customer's data. */
export function customerRoutes(services: Services) {
  return new Hono().route('/', accountRoutes(services)).route('/', profileRoutes(services));
}
