import type { QueryClient } from '@tanstack/react-query';
import type { SessionActor } from '@/features/account/hooks/session-actor';
import type { CartActor } from '@/features/cart/hooks/cart-actor';
import type { Http } from '@/lib/http';

/** What the composition root hands every route: dependencies, not globals. */
export interface RouterContext {
  queryClient: QueryClient;
  http: Http;
  cart: CartActor;
  session: SessionActor;
}
