import { Hono } from 'hono';
import type { Services } from '../services.ts';

export function contentRoutes(_services: Services) {
  return new Hono();
}
