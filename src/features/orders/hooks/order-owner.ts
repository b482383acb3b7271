import { useSelector } from '@xstate/react';
import { useAppActors } from '@/lib/app-actors';

/** Whose orders the pages show: part of every order query key (the session's customer, as the account pages key theirs). */
export const useOrderOwner = () => useSelector(useAppActors().session, (s) => s.context.customer?.email ?? '');

/** Whether a customer is logged in (the tracking page then points to their own orders). */
export const useLoggedIn = () => useSelector(useAppActors().session, (s) => s.matches('loggedIn'));
