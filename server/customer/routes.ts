import { Hono } from 'hono';
import type { Services } from '../services.ts';

export function customerRoutes(_services: Services) {
  return new Hono();
}
