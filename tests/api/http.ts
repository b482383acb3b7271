import { expect } from 'vitest';
import * as v from 'valibot';
import { CartResponse, CreateCartResponse, type CartData } from '../../contract/cart.ts';
import { ErrorBody } from '../../contract/error.ts';

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  /** the parsed body when it is JSON, otherwise undefined */
  json: unknown;
}

export interface SendOptions {
  /** sent as JSON with `content-type: application/json` unless a content-type header is given */
  body?: unknown;
  /** sent as it is */
  raw?: string;
  headers?: Record<string, string>;
}

/** One HTTP request against the test server; the body is read whatever the status. */
export async function send(base: string, method: string, path: string, options: SendOptions = {}): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  let body: string | undefined = options.raw;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    if (!Object.keys(headers).some((h) => h.toLowerCase() === 'content-type')) headers['content-type'] = 'application/json';
  }
  const res = await fetch(base + path, { method, headers, body });
  const text = await res.text();
  let json: unknown;
  if (text && /json/.test(res.headers.get('content-type') ?? '')) json = JSON.parse(text);
  return { status: res.status, headers: res.headers, text, json };
}

/** Asserts a 4xx answer carrying `{ message, code }`, and returns it. */
export function expectError(answer: Answer, status: number, code?: string) {
  expect(answer.status, answer.text).toBe(status);
  const error = v.parse(ErrorBody, answer.json);
  expect(error.message.length).toBeGreaterThan(0);
  if (code !== undefined) expect(error.code).toBe(code);
  return error;
}

export const cartPath = (cartId: string, action?: 'add' | 'update' | 'delete') =>
  action ? `/cart/api/cart/${cartId}/items/${action}` : `/cart/api/cart/${cartId}`;

/** Cart calls that are expected to succeed; each answer is checked against its contract schema. */
export function cartClient(base: string, lang?: 'en') {
  const headers = lang ? { 'accept-language': lang } : undefined;
  const ok = (answer: Answer, status = 200): CartData => {
    expect(answer.status, answer.text).toBe(status);
    return v.parse(CartResponse, answer.json).data;
  };
  return {
    async create(items?: { productId: number; quantity: number }[]): Promise<string> {
      const answer = await send(base, 'POST', '/cart/api/cart/create', { body: items ? { items } : {}, headers });
      expect(answer.status, answer.text).toBe(201);
      return v.parse(CreateCartResponse, answer.json).data.cartId;
    },
    get: async (cartId: string) => ok(await send(base, 'GET', cartPath(cartId), { headers })),
    add: async (cartId: string, productId: number, quantity: number) =>
      ok(await send(base, 'POST', cartPath(cartId, 'add'), { body: { productId, quantity }, headers })),
    update: async (cartId: string, productId: number, quantity: number) =>
      ok(await send(base, 'POST', cartPath(cartId, 'update'), { body: { productId, quantity }, headers })),
    remove: async (cartId: string, productId: number) => ok(await send(base, 'DELETE', cartPath(cartId, 'delete'), { body: { productId }, headers })),
  };
}
