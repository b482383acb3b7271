import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import type { ServerConfig } from '../config.ts';
import { noSuchEndpoint } from './errors.ts';
import { langOf } from './lang.ts';

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

/** Whether this request may reach the demo's sandboxes and mailbox: from this machine, or DEMO_SANDBOXES=open. */
export function demoReachable(c: Context, config: Pick<ServerConfig, 'sandboxAccess'>): boolean {
  if (config.sandboxAccess === 'open') return true;
  let address: string | undefined;
  try {
    address = getConnInfo(c).remote.address;
  } catch {
    address = undefined;
  }
  return fromLoopback(address, (name) => c.req.header(name));
}

/** The demo's sandboxes and mailbox: to anyone they are not for, the 404 of a path that does not exist. */
export function demoOnly(config: Pick<ServerConfig, 'sandboxAccess'>): MiddlewareHandler {
  return async (c, next) => {
    if (demoReachable(c, config)) return next();
    const answer = noSuchEndpoint();
    return c.json({ message: answer.messageIn(langOf(c)), code: answer.code }, answer.status);
  };
}
