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
import type { Services } from '../services.ts';
import { parseForm, validForm } from './account-form.ts';
import { addressService } from './addresses.ts';
import { cancelMembership } from './membership.ts';
import { profileService } from './profile.ts';
import { unknownProductsText, wishlistService } from './wishlist.ts';

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
    .post('/profile', auth, validForm.json(ProfileBody), async (c) =>
      c.json({ data: await profile.update(langOf(c), c.get('customerId'), c.req.valid('json')) }),
    )
    .put('/subscription-flag', auth, validForm.json(SubscriptionFlagBody), async (c) =>
      c.json({ data: await profile.setSubscriptionFlag(c.get('customerId'), c.req.valid('json').subscription_flag) }),
    )

    .post('/profile/addresses', auth, validForm.json(CreateAddressBody), async (c) =>
      c.json({ data: await addresses.create(c.get('customerId'), c.req.valid('json')) }, 201),
    )
    .get('/profile/addresses/:ref', auth, validForm.param(AddressRefParams), async (c) => {
      const { ref } = c.req.valid('param');
      if (typeof ref === 'number') return c.json({ data: await addresses.get(c.get('customerId'), ref) });
      // the page is read only for a type: an id's answer ignores the query
      const { offset, limit } = parseForm(AddressPageQuery, c.req.query());
      return c.json({ data: await addresses.list(c.get('customerId'), ref, offset, limit) });
    })
    .put('/profile/addresses/:id', auth, validForm.param(AddressIdParams), validForm.json(UpdateAddressBody), async (c) =>
      c.json({ data: await addresses.update(c.get('customerId'), c.req.valid('param').id, c.req.valid('json')) }),
    )
    .delete('/profile/addresses/:id', auth, validForm.param(AddressIdParams), async (c) =>
      c.json({ data: await addresses.remove(c.get('customerId'), c.req.valid('param').id) }),
    )

    .post('/cancel-member', auth, validForm.optionalJson(CancelMemberBody), async (c) => {
      // an empty body is allowed (an account without a password confirms with nothing)
      const body = c.req.valid('json');
      await cancelAttempts.hit([`customer:${c.get('customerId')}`]);
      return c.json({ data: await cancelMembership(services, c.get('customerId'), body.password) });
    })

    .get('/wishlist', auth, async (c) => c.json({ data: { items: await wishlist.list(c.get('customerId')) } }))
    .post('/wishlist', auth, validForm.json(AddWishlistBody), async (c) => {
      const result = await wishlist.add(c.get('customerId'), c.req.valid('json').productIds);
      if ('unknown' in result)
        return c.json({ message: unknownProductsText(result.unknown)[langOf(c)], code: 'PRODUCT_NOT_FOUND', productIds: result.unknown }, 404);
      return c.json({ data: result });
    })
    .delete('/wishlist/:productId', auth, validForm.param(WishlistParams), async (c) =>
      c.json({ data: { items: await wishlist.remove(c.get('customerId'), c.req.valid('param').productId) } }),
    );
}
