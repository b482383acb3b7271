import { Hono } from 'hono';
import {
  AddGiftWrappingBody,
  AddItemBody,
  ApplyCouponBody,
  ApplyEligibilityCodeBody,
  CartParams,
  CreateCartBody,
  DeleteGiftWrappingBody,
  DeleteItemBody,
  UpdateItemBody,
} from '../../contract/cart.ts';
import { type OptionalAuthEnv, optionalCustomer, unauthorized } from '../http/auth.ts';
import type { Services } from '../services.ts';
import { langOf } from '../http/lang.ts';
import { jsonBody, parse } from '../http/validate.ts';
import { cartService } from './service.ts';

/** Cart calls of spec section 7. Guests use a cart by its id; a customer's cart is theirs alone. */
export function cartRoutes(services: Services) {
  const carts = cartService(services.db, services.now);
  return new Hono<OptionalAuthEnv>()
    .use(optionalCustomer(services))
    .post('/cart/create', async (c) => {
      const raw = c.req.header('content-length') === '0' || !c.req.header('content-type') ? {} : await jsonBody(c);
      const body = parse(CreateCartBody, raw ?? {});
      return c.json({ data: await carts.create(langOf(c), c.get('customerId'), body.items) }, 201);
    })
    .get('/cart/customer', async (c) => {
      const customerId = c.get('customerId');
      if (customerId === null) throw unauthorized(langOf(c));
      return c.json({ data: await carts.customerCart(langOf(c), customerId) });
    })
    .post('/cart/merge/:cartId', async (c) => {
      const { cartId } = parse(CartParams, c.req.param());
      const customerId = c.get('customerId');
      if (customerId === null) throw unauthorized(langOf(c));
      return c.json({ data: await carts.merge(langOf(c), customerId, cartId) });
    })
    .get('/cart/:cartId', async (c) => {
      const { cartId } = parse(CartParams, c.req.param());
      return c.json({ data: await carts.get(langOf(c), c.get('customerId'), cartId) });
    })
    .post('/cart/:cartId/items/add', async (c) => {
      const { cartId } = parse(CartParams, c.req.param());
      const body = parse(AddItemBody, await jsonBody(c));
      return c.json({ data: await carts.add(langOf(c), c.get('customerId'), cartId, body) });
    })
    .post('/cart/:cartId/items/update', async (c) => {
      const { cartId } = parse(CartParams, c.req.param());
      const body = parse(UpdateItemBody, await jsonBody(c));
      return c.json({ data: await carts.update(langOf(c), c.get('customerId'), cartId, body) });
    })
    .delete('/cart/:cartId/items/delete', async (c) => {
      const { cartId } = parse(CartParams, c.req.param());
      const body = parse(DeleteItemBody, await jsonBody(c));
      return c.json({ data: await carts.remove(langOf(c), c.get('customerId'), cartId, body) });
    })
    .post('/cart/:cartId/gift-wrapping/add', async (c) => {
      const { cartId } = parse(CartParams, c.req.param());
      const { productId, giftWrappingMessage } = parse(AddGiftWrappingBody, await jsonBody(c));
      return c.json({ data: await carts.addGiftWrapping(langOf(c), c.get('customerId'), cartId, productId, giftWrappingMessage || null) });
    })
    .delete('/cart/:cartId/gift-wrapping/delete', async (c) => {
      const { cartId } = parse(CartParams, c.req.param());
      const { productId } = parse(DeleteGiftWrappingBody, await jsonBody(c));
      return c.json({ data: await carts.deleteGiftWrapping(langOf(c), c.get('customerId'), cartId, productId) });
    })
    .post('/cart/:cartId/apply-coupon', async (c) => {
      const { cartId } = parse(CartParams, c.req.param());
      const { couponCode } = parse(ApplyCouponBody, await jsonBody(c));
      return c.json({ data: await carts.applyCoupon(langOf(c), c.get('customerId'), cartId, couponCode) });
    })
    .post('/cart/:cartId/apply-eligibility-code', async (c) => {
      const { cartId } = parse(CartParams, c.req.param());
      const body = parse(ApplyEligibilityCodeBody, await jsonBody(c));
      return c.json({ data: await carts.applyEligibilityCode(langOf(c), c.get('customerId'), cartId, body) });
    })
    .delete('/cart/:cartId/delete-eligibility-code', async (c) => {
      const { cartId } = parse(CartParams, c.req.param());
      return c.json({ data: await carts.deleteEligibilityCode(langOf(c), c.get('customerId'), cartId) });
    });
}
