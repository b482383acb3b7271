import type { QueryClient } from '@tanstack/react-query';
import type { Http } from '@/lib/http';
import { accountOwner } from '../hooks/account-owner';
import type { SessionActor } from '../hooks/session-actor';
import { addressListQuery } from './address-api';
import { profileQuery } from './profile-api';

/**
 * The account pages' loaders. Route files import this module on first need (`await import`), so the account calls
 * and their schemas stay out of the first view of every other page.
 */
interface LoaderContext {
  queryClient: QueryClient;
  http: Http;
  actors: { session: SessionActor };
}

export const loadProfile = ({ queryClient, http, actors }: LoaderContext) => queryClient.ensureQueryData(profileQuery(http, accountOwner(actors.session)));

/**
 * The profile's address is the default billing address, else the default shipping address: true when the customer
 * has one for the page to edit, false when the page adds one.
 */
export async function loadProfileAddress({ queryClient, http, actors }: LoaderContext): Promise<boolean> {
  const owner = accountOwner(actors.session);
  const [, billing, shipping] = await Promise.all([
    queryClient.ensureQueryData(profileQuery(http, owner)),
    queryClient.ensureQueryData(addressListQuery(http, owner, 'billing', 1, { limit: 1 })),
    queryClient.ensureQueryData(addressListQuery(http, owner, 'shipping', 1, { limit: 1 })),
  ]);
  return billing.items.length + shipping.items.length > 0;
}
