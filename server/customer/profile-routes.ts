import { Hono } from 'hono';
import type { Services } from '../services.ts';

export function profileRoutes(_services: Services) {
  return new Hono();
}
