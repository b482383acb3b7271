import { type ProfileBody, ProfileResponse, SubscriptionFlagResponse, CancelMemberResponse } from '@contract/customer';
import { OrderListResponse } from '@contract/order';
import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import type { Http } from '@/lib/http';

const Done = v.object({ data: v.object({}) });

/** The account area's calls (docs/api.md, Customer): the profile, the password, the newsletter flag, membership. */
export function profileApi(http: Http) {
  return {
    get: async () => (await http.get('/customer/api/profile', ProfileResponse)).data,
    /** a missing nationalId keeps the one on file */
    update: async (body: ProfileBody) => (await http.post('/customer/api/profile', ProfileResponse, { json: body })).data,
    changePassword: async (oldPassword: string, newPassword: string) => {
      await http.post('/customer/api/change-password', Done, { json: { oldPassword, newPassword } });
    },
    setSubscription: async (subscribed: boolean) =>
      (await http.put('/customer/api/subscription-flag', SubscriptionFlagResponse, { json: { subscription_flag: subscribed } })).data.subscriptionFlag,
    /** accounts made through a social login only have no password to confirm with */
    cancelMembership: async (password: string | undefined) =>
      (await http.post('/customer/api/cancel-member', CancelMemberResponse, { json: password === undefined ? {} : { password } })).data,
  };
}

/** Every query of the account area starts with this key, then whose account it is: another customer in the same tab never sees it. */
export const ACCOUNT_KEY = 'account';

/** The profile's address comes with its place names in the request's language: the language is in the key. */
export const profileQuery = (http: Http, owner: string) =>
  queryOptions({ queryKey: [ACCOUNT_KEY, owner, 'profile', http.locale()], queryFn: () => profileApi(http).get() });

export const LATEST_ORDERS = 3;

/** The customer's newest orders (GET /order/api/orders), for the dashboard. */
export const latestOrdersQuery = (http: Http, owner: string) =>
  queryOptions({
    queryKey: [ACCOUNT_KEY, owner, 'orders', LATEST_ORDERS],
    queryFn: async () => (await http.get('/order/api/orders', OrderListResponse, { searchParams: { limit: LATEST_ORDERS } })).data,
  });
