import { Hono } from 'hono';
import type { Services } from '../services.ts';

export function searchRoutes(_services: Services) {
  return new Hono();
}
