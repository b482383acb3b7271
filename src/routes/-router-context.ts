import type { QueryClient } from '@tanstack/react-query';
import type { AppActors } from '@/lib/app-actors';
import type { Http } from '@/lib/http';

/** What the composition root hands every route: dependencies, not globals. */
export interface RouterContext {
  queryClient: QueryClient;
  http: Http;
  /** the app's actors: guards wait for the session and read the cart */
  actors: AppActors;
}
