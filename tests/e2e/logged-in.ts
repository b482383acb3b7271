import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { activeCustomer } from './account';

export interface Customer {
  email: string;
  password: string;
}

export interface Session extends Customer {
  accessToken: string;
  refreshToken: string;
}

/** Logs in through the API (POST /authen/api/auth/login): the token pair of a fresh session. */
export async function logIn(request: APIRequestContext, customer: Customer): Promise<Session> {
  const answer = await request.post('/authen/api/auth/login', { data: { username: customer.email, password: customer.password } });
  if (!answer.ok()) throw new Error(`login: ${answer.status()} ${await answer.text()}`);
  const { accessToken, refreshToken } = ((await answer.json()) as { data: { accessToken: string; refreshToken: string } }).data;
  return { ...customer, accessToken, refreshToken };
}

/** The browser holds the session the way the app keeps it (spec section 3: access and refresh token in one cookie). */
export const holdSession = (context: BrowserContext, session: Session) =>
  context.addCookies([
    { name: 'session', value: `${session.accessToken}|${session.refreshToken}`, domain: '127.0.0.1', path: '/', sameSite: 'Lax', expires: -1 },
  ]);

/** Headers of an API call the customer makes. */
export const bearer = (session: Session) => ({ authorization: `Bearer ${session.accessToken}` });

let shared: { session: Promise<Session>; since: number } | undefined;
// access tokens live 15 minutes; a page never refreshes a pair another test may still hold (a used refresh token ends its family)
const FRESH_MS = 10 * 60_000;

/**
 * One customer for the tests of a worker that only look at or change their own details (not the password, not the
 * membership, and never logging out): registering and logging in cost the attempt budgets of the local address, so
 * the account is made once and logged in again only when its access token gets old.
 */
export async function sharedSession(request: APIRequestContext): Promise<Session> {
  if (!shared || Date.now() - shared.since > FRESH_MS) {
    const customer = shared ? shared.session.then(({ email, password }) => ({ email, password })) : activeCustomer(request);
    shared = { session: customer.then((c) => logIn(request, c)), since: Date.now() };
    // a failed attempt is not kept: the next test tries again
    shared.session.catch(() => (shared = undefined));
  }
  return shared.session;
}
