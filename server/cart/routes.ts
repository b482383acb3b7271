import { Hono } from 'hono';
import { AddItemBody, CartParams, CreateCartBody, DeleteItemBody, UpdateItemBody } from '../../contract/cart.ts';
import type { Db } from '../db/client.ts';
import { langOf } from '../http/lang.ts';
import { jsonBody, parse } from '../http/validate.ts';
import { cartService } from './service.ts';

export function cartRoutes(db: Db) {
  const carts = cartService(db);
  return new Hono()
    .post('/cart/create', async (c) => {
      const raw = c.req.header('content-length') === '0' || !c.req.header('content-type') ? {} : await jsonBody(c);
      const body = parse(CreateCartBody, raw ?? {});
      return c.json({ data: await carts.create(langOf(c), body.items) }, 201);
    })
    .get('/cart/:cartId', async (c) => {
      const { cartId } = parse(CartParams, c.req.param());
      return c.json({ data: await carts.get(langOf(c), cartId) });
    })
    .post('/cart/:cartId/items/add', async (c) => {
      const { cartId } = parse(CartParams, c.req.param());
      const body = parse(AddItemBody, await jsonBody(c));
      return c.json({ data: await carts.add(langOf(c), cartId, body) });
    })
    .post('/cart/:cartId/items/update', async (c) => {
      const { cartId } = parse(CartParams, c.req.param());
      const body = parse(UpdateItemBody, await jsonBody(c));
      return c.json({ data: await carts.update(langOf(c), cartId, body) });
    })
    .delete('/cart/:cartId/items/delete', async (c) => {
      const { cartId } = parse(CartParams, c.req.param());
      const body = parse(DeleteItemBody, await jsonBody(c));
      return c.json({ data: await carts.remove(langOf(c), cartId, body) });
    });
}
