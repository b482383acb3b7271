import { Hono } from 'hono';
import type { Services } from '../services.ts';

export function authenRoutes(_services: Services) {
  return new Hono();
}
