import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../log/logger.ts';
import { loggedPath } from '../log/redact.ts';

declare module 'hono' {
  interface ContextVariableMap {
    requestId: string;
  }
}

/** A proxy's request id is kept when it looks like one; anything else gets a new id. */
const REQUEST_ID = /^[\w.:-]{8,128}$/;

/**
 * Every request gets an id (the proxy's `x-request-id`, or a new one), answered in `x-request-id`, and one
 * log line once answered: method, path (query values redacted), status, duration in ms and the id.
 */
export function requestLog(log: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const offered = c.req.header('x-request-id');
    const requestId = offered && REQUEST_ID.test(offered) ? offered : randomUUID();
    c.set('requestId', requestId);
    await next();
    c.res.headers.set('x-request-id', requestId);
    log.info('request', {
      requestId,
      method: c.req.method,
      path: loggedPath(c.req.url),
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    });
  };
}
