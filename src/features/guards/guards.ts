import { isSettled } from '@machines/session/session.machine';
import { redirect } from '@tanstack/react-router';
import Cookies from 'js-cookie';
import { waitFor } from 'xstate';
import type { AppActors } from '@/lib/app-actors';
import type { Http } from '@/lib/http';
import { preorderSessionId, storedBag } from '@/lib/preorder-session';

/** What the guards read, from the router context. */
export interface GuardContext {
  actors: Pick<AppActors, 'session' | 'cart'>;
  http: Http;
}

export interface GuardArgs {
  context: GuardContext;
  location: { href: string };
  /** the page's params: the locale and whatever else its path holds */
  params: { locale?: string };
}

type Page = '/' | '/cart' | '/preorder' | '/preorder/products' | '/my-account/address-book';

/** The language prefix the redirect keeps: 'en' for English pages, none for Thai. */
const localeOf = ({ params }: GuardArgs) => (params.locale === 'en' ? 'en' : undefined);

const go = (args: GuardArgs, page: Page): never => {
  throw redirect({ to: `/{-$locale}${page === '/' ? '' : page}`, params: { locale: localeOf(args) } });
};
const toLogin = (args: GuardArgs): never => {
  throw redirect({ to: '/{-$locale}/login', params: { locale: localeOf(args) }, search: { redirect: args.location.href } });
};
const settledSession = (context: GuardContext) => waitFor(context.actors.session, isSettled, { timeout: 20_000 });
type SessionSnapshot = ReturnType<GuardContext['actors']['session']['getSnapshot']>;
/** the customer is known once the profile has answered; the bag the session looks for next is not the page's business */
const customerKnown = (snapshot: SessionSnapshot) => snapshot.matches('findingBag') || snapshot.matches('loggedIn');
const identifiedSession = (context: GuardContext) =>
  waitFor(context.actors.session, (snapshot) => isSettled(snapshot) || customerKnown(snapshot), { timeout: 20_000 });
const loggedIn = async (context: GuardContext) => customerKnown(await identifiedSession(context));
const hasPreorderSession = () => preorderSessionId() !== null;
const cartContext = (context: GuardContext) => context.actors.cart.getSnapshot().context;
const bagKnown = (snapshot: ReturnType<GuardContext['actors']['cart']['getSnapshot']>) =>
  !snapshot.matches({ sync: 'loading' }) && !snapshot.matches({ sync: 'adopting' }) && snapshot.context.adoptedCartId === null;

async function hasDefaultAddress(context: GuardContext, type: 'shipping' | 'billing') {
  const token = (await identifiedSession(context)).context.accessToken;
  if (!token) return false;
  const { AddressPageResponse } = await import('@contract/customer');
  const page = await context.http.get(`/customer/api/profile/addresses/${type}`, AddressPageResponse, { searchParams: { limit: 1 } });
  return page.data.items.length > 0;
}

/** The guards of spec section 2, by name. Which route uses which: docs/guards.md. */
export const guards = {
  /** login required, else /login with the page to come back to */
  async authenticate(args: GuardArgs) {
    if (!(await loggedIn(args.context))) toLogin(args);
  },
  /**
   * pre-order checkout: a pre-order session. Pre-orders belong to an email's session, not to an account, so a
   * shopper without one starts it on the campaign page; logging in would not give them one.
   */
  async authPreorder(args: GuardArgs) {
    if (!hasPreorderSession()) go(args, '/preorder');
  },
  /**
   * checkout needs a bag with items and nothing waiting to be sent; a customer's bag is known once the session has
   * settled and the bag it found (on a browser that kept none) has loaded
   */
  async cart(args: GuardArgs) {
    await settledSession(args.context);
    const { context } = await waitFor(args.context.actors.cart, bagKnown, { timeout: 20_000 });
    if (!context.cart?.items.length) go(args, '/cart');
  },
  /** the payment page needs the order placed in this browser, or a logged-in customer (their account's Pay now) */
  async checkoutPayment(args: GuardArgs) {
    if ((!Cookies.get('orderId') || !Cookies.get('orderSessionId')) && !(await loggedIn(args.context))) go(args, '/cart');
  },
  async editBillingAddress(args: GuardArgs) {
    if (!(await hasDefaultAddress(args.context, 'billing'))) go(args, '/my-account/address-book');
  },
  async editShippingAddress(args: GuardArgs) {
    if (!(await hasDefaultAddress(args.context, 'shipping'))) go(args, '/my-account/address-book');
  },
  /** the pre-order checkout needs items in the pre-order bag (kept in this browser under the session) */
  async hasCartPreorder(args: GuardArgs) {
    if (!storedBag(preorderSessionId()).length) go(args, '/preorder/products');
  },
  /** a pre-order session cookie is required, else home */
  async hasSessionPreorder(args: GuardArgs) {
    if (!hasPreorderSession()) go(args, '/');
  },
  /** guest-only pages (login, register): a logged-in shopper goes home */
  async isNotLoggedIn(args: GuardArgs) {
    if (await loggedIn(args.context)) go(args, '/');
  },
  /** the pre-order start page: with a pre-order session already, go shopping (the campaign's products, docs/guards.md) */
  async notHaveSessionPreorder(args: GuardArgs) {
    if (hasPreorderSession()) go(args, '/preorder/products');
  },
  /** a bag whose order is already placed goes to its thank-you page */
  async redirectToTy(args: GuardArgs) {
    const orderId = cartContext(args.context).cart?.orderId;
    if (orderId) throw redirect({ to: '/{-$locale}/thank-you/$orderId', params: { locale: localeOf(args), orderId } });
  },
  /** /register/social only right after a social login without an account */
  async socialRegister(args: GuardArgs) {
    if (!(await settledSession(args.context)).matches('socialPending')) go(args, '/');
  },
};

export type GuardName = keyof typeof guards;
