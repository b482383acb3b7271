import { Hono } from 'hono';
import {
  AddressIdParams,
  AddressPageQuery,
  AddressRefParams,
  AddWishlistBody,
  CancelMemberBody,
  CreateAddressBody,
  ProfileBody,
  SubscriptionFlagBody,
  UpdateAddressBody,
  WishlistParams,
} from '../../contract/customer.ts';
import { type AuthEnv, requireCustomer } from '../http/auth.ts';
import { langOf } from '../http/lang.ts';
import { attemptCounterFor, rateLimiter } from '../http/rate-limit.ts';
import { jsonBody } from '../http/validate.ts';
import type { Services } from '../services.ts';
import { parseForm } from './account-form.ts';
import { addressService } from './addresses.ts';
import { cancelMembership } from './membership.ts';
import { profileService } from './profile.ts';
import { unknownProducts, wishlistService } from './wishlist.ts';

/**
 * The logged-in customer's own data: profile, address book, newsletter flag, wishlist and cancelling the
 * membership. Every route needs an access token and reaches only that customer's rows; another
 * customer's address answers 404 as if it did not exist.
 */
export function profileRoutes(services: Services) {
  const auth = requireCustomer(services);
  const profile = profileService(services.db);
  const addresses = addressService(services.db);
  const wishlist = wishlistService(services.db);
  /** password guesses through cancel-member, per account */
  const cancelAttempts = rateLimiter(attemptCounterFor(services), {
    name: 'cancel-member',
    limit: 5,
    windowMs: 15 * 60_000,
    now: () => services.now().getTime(),
  });

  return new Hono<AuthEnv>()
    .get('/profile', auth, async (c) => c.json({ data: await profile.get(langOf(c), c.get('customerId')) }))
    .post('/profile', auth, async (c) => {
      const lang = langOf(c);
      const body = parseForm(ProfileBody, await jsonBody(c), lang);
      return c.json({ data: await profile.update(lang, c.get('customerId'), body) });
    })
    .put('/subscription-flag', auth, async (c) => {
      const lang = langOf(c);
      const body = parseForm(SubscriptionFlagBody, await jsonBody(c), lang);
      return c.json({ data: await profile.setSubscriptionFlag(c.get('customerId'), body.subscription_flag) });
    })

    .post('/profile/addresses', auth, async (c) => {
      const lang = langOf(c);
      const body = parseForm(CreateAddressBody, await jsonBody(c), lang);
      return c.json({ data: await addresses.create(lang, c.get('customerId'), body) }, 201);
    })
    .get('/profile/addresses/:ref', auth, async (c) => {
      const lang = langOf(c);
      const { ref } = parseForm(AddressRefParams, c.req.param(), lang);
      if (typeof ref === 'number') return c.json({ data: await addresses.get(lang, c.get('customerId'), ref) });
      const { offset, limit } = parseForm(AddressPageQuery, c.req.query(), lang);
      return c.json({ data: await addresses.list(c.get('customerId'), ref, offset, limit) });
    })
    .put('/profile/addresses/:id', auth, async (c) => {
      const lang = langOf(c);
      const { id } = parseForm(AddressIdParams, c.req.param(), lang);
      const body = parseForm(UpdateAddressBody, await jsonBody(c), lang);
      return c.json({ data: await addresses.update(lang, c.get('customerId'), id, body) });
    })
    .delete('/profile/addresses/:id', auth, async (c) => {
      const lang = langOf(c);
      const { id } = parseForm(AddressIdParams, c.req.param(), lang);
      return c.json({ data: await addresses.remove(lang, c.get('customerId'), id) });
    })

    .post('/cancel-member', auth, async (c) => {
      const lang = langOf(c);
      const raw = c.req.header('content-length') === '0' || !c.req.header('content-type') ? {} : await jsonBody(c);
      const body = parseForm(CancelMemberBody, raw, lang);
      await cancelAttempts.hit([`customer:${c.get('customerId')}`]);
      return c.json({ data: await cancelMembership(services, lang, c.get('customerId'), body.password) });
    })

    .get('/wishlist', auth, async (c) => c.json({ data: { items: await wishlist.list(c.get('customerId')) } }))
    .post('/wishlist', auth, async (c) => {
      const lang = langOf(c);
      const body = parseForm(AddWishlistBody, await jsonBody(c), lang);
      const result = await wishlist.add(lang, c.get('customerId'), body.productIds);
      if ('unknown' in result) return c.json(unknownProducts(lang, result.unknown), 404);
      return c.json({ data: result });
    })
    .delete('/wishlist/:productId', auth, async (c) => {
      const lang = langOf(c);
      const { productId } = parseForm(WishlistParams, c.req.param(), lang);
      return c.json({ data: { items: await wishlist.remove(c.get('customerId'), productId) } });
    });
}
