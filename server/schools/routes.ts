import { Hono } from 'hono';
import type { Services } from '../services.ts';

export function schoolRoutes(_services: Services) {
  return new Hono();
}
