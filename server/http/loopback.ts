import { getConnInfo } from '@hono/node-server/conninfo';
import type { MiddlewareHandler } from 'hono';
import type { ServerConfig } from '../config.ts';

const isLoopback = (address: string) => /^(127\.|::1$|::ffff:127\.)/.test(address.trim().replace(/^\[|\]$/g, ''));

/** What a proxy says about the client: X-Forwarded-For hops, X-Real-IP and Forwarded `for=` values. */
function forwardedAddresses(header: (name: string) => string | undefined): string[] {
  const forwardedFor = (header('x-forwarded-for') ?? '').split(',');
  const forwarded = [...(header('forwarded') ?? '').matchAll(/for="?([^";,]+)/gi)].map((m) => m[1]!.replace(/:\d+$/, ''));
  return [...forwardedFor, header('x-real-ip') ?? '', ...forwarded].map((s) => s.trim()).filter(Boolean);
}

/**
 * A request from this machine: its socket is on the loopback interface and no proxy on this machine forwarded
 * it for someone else (any forwarded address that is not loopback makes it remote, whether or not TRUST_PROXY is
 * set: a header can only take trust away here).
 */
export function fromLoopback(socketAddress: string | undefined, header: (name: string) => string | undefined): boolean {
  return socketAddress !== undefined && isLoopback(socketAddress) && forwardedAddresses(header).every(isLoopback);
}

/**
 * The demo's sandboxes and mailbox answer only requests from this machine unless DEMO_SANDBOXES=open; anyone
 * else gets the 404 of a path that does not exist.
 */
export function demoOnly(config: Pick<ServerConfig, 'sandboxAccess'>): MiddlewareHandler {
  return async (c, next) => {
    if (config.sandboxAccess === 'open') return next();
    let address: string | undefined;
    try {
      address = getConnInfo(c).remote.address;
    } catch {
      address = undefined;
    }
    if (fromLoopback(address, (name) => c.req.header(name))) return next();
    return c.json({ message: 'No such endpoint', code: 'NOT_FOUND' }, 404);
  };
}
