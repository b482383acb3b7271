import { type Locale, REQUEST_TIMEOUT_MS } from '@contract/constants';
import Cookies from 'js-cookie';
import ky, { HTTPError, type KyInstance, TimeoutError } from 'ky';
import * as v from 'valibot';
import { camelizeKeys } from './case';
import type { FirstAnswers } from './first-answers';

/**
 * What every failed call becomes: the HTTP status (0 for network failures), the server's code, and as `message` the
 * server's text for the shopper (in their language), empty when it sent none: a proxy's error page, no answer at
 * all, an answer of the wrong shape. What went wrong technically is the `cause`, for the console, never the screen.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string | null = null,
    cause?: string,
  ) {
    super(message, cause === undefined ? undefined : { cause });
  }
}

/** The code of a call that had no answer within REQUEST_TIMEOUT_MS (spec section 9's time-out). */
export const TIMED_OUT = 'TIMED_OUT';

/**
 * Whether a failed query is asked once more: a network failure or a server error may pass, but the server's answer to
 * the request itself (404 for a page the CMS lacks, 401, 422) will not change a second later, and a call that waited
 * the whole time-out is not made to wait it twice (30 s of a spinner before the page says so).
 */
export const retryOnce = (failures: number, error: unknown) =>
  failures < 1 && !(error instanceof ApiError && (error.code === TIMED_OUT || (error.status >= 400 && error.status < 500)));

export interface HttpOptions {
  /** base URL of the services; the same origin by default */
  baseUrl?: string;
  locale: () => Locale;
  /** bearer token of the logged-in shopper, if any */
  accessToken?: () => string | null;
  /**
   * Called when a request with this token got a 401: refreshes the session (once, however many requests
   * ask) and answers whether a new token is there to retry with.
   */
  onUnauthorized?: (rejectedToken: string) => Promise<boolean>;
  /** answers the server wrote into the page: a GET the page's first view makes takes its answer from there */
  firstAnswers?: FirstAnswers;
}

/** Marks the one retry after a refresh, so a second 401 is passed on instead of looping. */
export const RETRY_HEADER = 'x-retry';

/**
 * The one HTTP client (ARCHITECTURE section 5): accept-language for English, bearer and session-id
 * headers, a 15 s time-out, camel-cased keys, and every body parsed with its contract schema.
 */
export function createHttp({ baseUrl, locale, accessToken, onUnauthorized, firstAnswers }: HttpOptions) {
  const client: KyInstance = ky.create({
    prefixUrl: baseUrl ?? (typeof location === 'undefined' ? 'http://localhost' : location.origin),
    timeout: REQUEST_TIMEOUT_MS,
    retry: 0,
    hooks: {
      beforeRequest: [
        (request) => {
          // always explicit: left out, the browser's own Accept-Language (often en-US) would choose the language
          request.headers.set('accept-language', locale());
          const token = accessToken?.();
          if (token && !request.headers.has('authorization')) request.headers.set('authorization', `Bearer ${token}`);
          const sessionId = Cookies.get('sessionId');
          if (sessionId) request.headers.set('session-id', sessionId);
        },
      ],
    },
  });

  async function attempt(send: (retry: boolean) => Promise<Response>, retry: boolean, refresh: boolean): Promise<Response> {
    const token = accessToken?.() ?? null;
    try {
      return await send(retry);
    } catch (error) {
      if (error instanceof HTTPError) {
        if (error.response.status === 401 && refresh && token && !retry && onUnauthorized && (await onUnauthorized(token))) return attempt(send, true, refresh);
        const body = (await error.response.json().catch(() => null)) as { message?: string; code?: string } | null;
        throw new ApiError(error.response.status, body?.message ?? '', body?.code ?? null, error.message);
      }
      throw new ApiError(0, '', error instanceof TimeoutError ? TIMED_OUT : null, error instanceof Error ? error.message : 'Network error');
    }
  }

  function parsed<S extends v.GenericSchema>(schema: S, body: unknown, url: string): v.InferOutput<S> {
    const result = v.safeParse(schema, camelizeKeys(body));
    if (!result.success) throw new ApiError(502, '', null, `Unexpected answer from ${url}: ${v.summarize(result.issues)}`);
    return result.output;
  }

  async function call<S extends v.GenericSchema>(schema: S, send: (retry: boolean) => Promise<Response>, refresh: boolean): Promise<v.InferOutput<S>> {
    const response = await attempt(send, false, refresh);
    return parsed(schema, await response.json(), response.url);
  }

  type Options = {
    searchParams?: Record<string, string | number>;
    json?: unknown;
    /** an explicit bearer token instead of the session's, and no refresh on 401 (the session's own calls) */
    token?: string;
    /** extra headers, such as a service's API key */
    headers?: Record<string, string>;
  };
  const path = (p: string) => p.replace(/^\//, '');
  const kyOptions = ({ token, headers, ...o }: Options, retry: boolean) => ({
    ...o,
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}), ...(retry ? { [RETRY_HEADER]: '1' } : {}) },
  });
  const method =
    (name: 'get' | 'post' | 'put' | 'delete') =>
    <S extends v.GenericSchema>(p: string, schema: S, o: Options = {}) =>
      call(schema, (retry) => client[name](path(p), kyOptions(o, retry)), o.token === undefined);
  const get = method('get');
  return {
    /** the language requests are made in: a query whose answer depends on it has it in its key */
    locale,
    get: <S extends v.GenericSchema>(p: string, schema: S, o: Options = {}): Promise<v.InferOutput<S>> => {
      const written = Object.keys(o).length === 0 ? firstAnswers?.take(p, locale()) : undefined;
      return written === undefined ? get(p, schema, o) : Promise.resolve().then(() => parsed(schema, written, p));
    },
    post: method('post'),
    put: method('put'),
    delete: method('delete'),
    /** a GET whose answer is not JSON (an SVG image), with the same headers and errors */
    text: async (p: string, o: Options = {}): Promise<string> =>
      (await attempt((retry) => client.get(path(p), kyOptions(o, retry)), false, o.token === undefined)).text(),
  };
}

export type Http = ReturnType<typeof createHttp>;
