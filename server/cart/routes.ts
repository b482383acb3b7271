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
import { valid } from '../http/validate.ts';
import { cartService } from './service.ts';

/** Cart calls of spec section 7. Guests use a cart by its id; a customer's cart is theirs alone. */
export function cartRoutes(services: Services) {
  const carts = cartService(services.db, services.now);
  return new Hono<OptionalAuthEnv>()
    .use(optionalCustomer(services))
    .post('/cart/create', valid.optionalJson(CreateCartBody), async (c) => {
      const body = c.req.valid('json');
      return c.json({ data: await carts.create(c.get('customerId'), body.items) }, 201);
    })
    .get('/cart/customer', async (c) => {
      const customerId = c.get('customerId');
      if (customerId === null) throw unauthorized();
      return c.json({ data: await carts.customerCart(customerId) });
    })
    .post('/cart/merge/:cartId', valid.param(CartParams), async (c) => {
      const { cartId } = c.req.valid('param');
      const customerId = c.get('customerId');
      if (customerId === null) throw unauthorized();
      return c.json({ data: await carts.merge(customerId, cartId) });
    })
    .get('/cart/:cartId', valid.param(CartParams), async (c) => {
      const { cartId } = c.req.valid('param');
      return c.json({ data: await carts.get(langOf(c), c.get('customerId'), cartId) });
    })
    .post('/cart/:cartId/items/add', valid.param(CartParams), valid.json(AddItemBody), async (c) => {
      const { cartId } = c.req.valid('param');
      const body = c.req.valid('json');
      return c.json({ data: await carts.add(langOf(c), c.get('customerId'), cartId, body) });
    })
    .post('/cart/:cartId/items/update', valid.param(CartParams), valid.json(UpdateItemBody), async (c) => {
      const { cartId } = c.req.valid('param');
      const body = c.req.valid('json');
      return c.json({ data: await carts.update(langOf(c), c.get('customerId'), cartId, body) });
    })
    .delete('/cart/:cartId/items/delete', valid.param(CartParams), valid.json(DeleteItemBody), async (c) => {
      const { cartId } = c.req.valid('param');
      const body = c.req.valid('json');
      return c.json({ data: await carts.remove(langOf(c), c.get('customerId'), cartId, body) });
    })
    .post('/cart/:cartId/gift-wrapping/add', valid.param(CartParams), valid.json(AddGiftWrappingBody), async (c) => {
      const { cartId } = c.req.valid('param');
      const { productId, giftWrappingMessage } = c.req.valid('json');
      return c.json({ data: await carts.addGiftWrapping(langOf(c), c.get('customerId'), cartId, productId, giftWrappingMessage || null) });
    })
    .delete('/cart/:cartId/gift-wrapping/delete', valid.param(CartParams), valid.json(DeleteGiftWrappingBody), async (c) => {
      const { cartId } = c.req.valid('param');
      const { productId } = c.req.valid('json');
      return c.json({ data: await carts.deleteGiftWrapping(langOf(c), c.get('customerId'), cartId, productId) });
    })
    .post('/cart/:cartId/apply-coupon', valid.param(CartParams), valid.json(ApplyCouponBody), async (c) => {
      const { cartId } = c.req.valid('param');
      const { couponCode } = c.req.valid('json');
      return c.json({ data: await carts.applyCoupon(langOf(c), c.get('customerId'), cartId, couponCode) });
    })
    .post('/cart/:cartId/apply-eligibility-code', valid.param(CartParams), valid.json(ApplyEligibilityCodeBody), async (c) => {
      const { cartId } = c.req.valid('param');
      const body = c.req.valid('json');
      return c.json({ data: await carts.applyEligibilityCode(langOf(c), c.get('customerId'), cartId, body) });
    })
    .delete('/cart/:cartId/delete-eligibility-code', valid.param(CartParams), async (c) => {
      const { cartId } = c.req.valid('param');
      return c.json({ data: await carts.deleteEligibilityCode(langOf(c), c.get('customerId'), cartId) });
    });
}
