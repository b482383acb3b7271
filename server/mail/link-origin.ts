import type { Context } from 'hono';
import type { ServerConfig } from '../config.ts';

/** The origin links in mail point at: PUBLIC_URL, else the request's (production needs PUBLIC_URL, see assertLinkOrigin). */
export const linkOrigin = (c: Context, config: Pick<ServerConfig, 'publicUrl'>) => (config.publicUrl ?? new URL(c.req.url).origin).replace(/\/+$/, '');
