import { Hono } from 'hono';
import type { Services } from '../services.ts';

export function accountRoutes(_services: Services) {
  return new Hono();
}
