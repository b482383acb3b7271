import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

/**
 * hono's bodyLimit, without its cost where the answer is known from the headers: it reads `c.req.raw.body`, which
 * makes the Node adapter build a whole web Request (an abort signal, a body stream) for every request, the largest
 * single cost of a small JSON call. A request without a body, or one that declares its length, is judged by its
 * headers as bodyLimit judges it; one sent in chunks is counted by bodyLimit as it arrives.
 */
export function limitBodies(maxSize: number, onError: (c: Context) => Response | Promise<Response>): MiddlewareHandler {
  const counted = bodyLimit({ maxSize, onError });
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const length = c.req.header('content-length');
    if (length !== undefined && c.req.header('transfer-encoding') === undefined) return Number.parseInt(length, 10) > maxSize ? onError(c) : next();
    return counted(c, next);
  };
}
