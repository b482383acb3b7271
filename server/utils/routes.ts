import { Hono } from 'hono';
import type { Services } from '../services.ts';

export function utilsRoutes(_services: Services) {
  return new Hono();
}
