import { Hono } from 'hono';
import type { Services } from '../services.ts';

export function configRoutes(_services: Services) {
  return new Hono();
}
