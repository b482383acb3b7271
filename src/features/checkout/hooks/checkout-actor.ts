import type { CartData } from '@contract/cart';
import type { Locale } from '@contract/constants';
import { checkoutMachine } from '@machines/checkout/checkout.machine';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useActorRef } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import type { OrderData } from '@contract/order';
import { useEffect, useRef, useState } from 'react';
import { fromCallback, fromPromise } from 'xstate';
import { trackInitiateCheckout } from '@/lib/analytics';
import { useAppActors } from '@/lib/app-actors';
import { EDUCATION_QUOTA_KEY } from '@/lib/education-quota';
import { useHttp } from '@/lib/http-context';
import { localeParam } from '@/lib/locale';
import { checkoutApi, orderQuery } from '../api/checkout-api';
import { rememberOrder } from '../api/order-cookies';
import { pageActorInspect } from '@/lib/page-actor-inspect';

/** One id per visit of the checkout page: with the attempt number it is the order's Idempotency-Key. */
const newCheckoutId = () => globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

/** The page's checkout statechart, its effects given: the app's cart machine, the order call, the router. */
export function useCheckoutActor(locale: Locale) {
  const http = useHttp();
  const { cart, loadingRegistry, alertToast } = useAppActors();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useLingui();
  const placedElsewhere = (orderId: string) => t`Your order ${orderId} was placed. You can pay for it in My orders.`;
  const notConfirmed = () => t`Your order could not be confirmed. Look in My orders before you order again.`;
  const current = useRef({ navigate, locale, placedElsewhere, notConfirmed });
  current.current = { navigate, locale, placedElsewhere, notConfirmed };
  // the shopper can leave the page while the order is being placed: the order is theirs all the same
  const left = useRef(false);
  useEffect(() => {
    left.current = false;
    return () => void (left.current = true);
  }, []);
  const keepOrder = (order: OrderData) => {
    rememberOrder(order);
    queryClient.setQueryData(orderQuery(http, order.orderId).queryKey, order);
    void queryClient.invalidateQueries({ queryKey: EDUCATION_QUOTA_KEY });
  };
  const [machine] = useState(() =>
    checkoutMachine.provide({
      actors: {
        watchBag: fromCallback(({ sendBack }) => {
          let shown: CartData | null | undefined;
          // loaded again, not written from this page: another tab changed it (or checkout asked for it)
          let reloaded = false;
          const report = (snapshot: ReturnType<typeof cart.getSnapshot>) => {
            if (!snapshot.matches({ sync: 'idle' })) {
              if (snapshot.matches({ sync: 'adopting' })) reloaded = true;
              shown = undefined;
              sendBack({ type: 'checkout.bag.pending' });
            } else if (snapshot.context.cart !== shown) {
              shown = snapshot.context.cart;
              sendBack({ type: 'checkout.bag.settled', cart: shown, elsewhere: reloaded });
              reloaded = false;
            }
          };
          report(cart.getSnapshot());
          const subscription = cart.subscribe(report);
          return () => subscription.unsubscribe();
        }),
        placeOrder: fromPromise(async ({ input }) => {
          loadingRegistry.send({ type: 'loading.start', operation: 'place-order' });
          try {
            const order = await checkoutApi(http).placeOrder(input);
            if (left.current) {
              keepOrder(order);
              cart.send({ type: 'cart.ordered', cartId: input.cartId });
              alertToast.send({ type: 'toast.show', message: current.current.placedElsewhere(order.orderId), duration: 10_000 });
            }
            return order;
          } catch (error) {
            if (left.current) alertToast.send({ type: 'toast.show', message: current.current.notConfirmed(), duration: 10_000 });
            throw error;
          } finally {
            loadingRegistry.send({ type: 'loading.end', operation: 'place-order' });
          }
        }),
      },
      actions: {
        reloadBag: () => cart.send({ type: 'cart.reload' }),
        orderPlaced: ({ context }, order) => {
          keepOrder(order);
          const { navigate, locale } = current.current;
          const ordered = context.bag?.cartId;
          // the fresh bag once the page has left checkout: an empty bag seen on the checkout page means "back to the bag"
          void navigate({
            to: '/{-$locale}/confirmation/pay/$orderId',
            params: { locale: localeParam(locale), orderId: order.orderId },
            search: { method: context.paymentMethod },
            replace: true,
          }).finally(() => {
            if (ordered) cart.send({ type: 'cart.ordered', cartId: ordered });
          });
        },
        forgetOrderedBag: ({ context }) => {
          if (context.bag) cart.send({ type: 'cart.ordered', cartId: context.bag.cartId });
        },
        goToLogin: () => {
          const { navigate, locale } = current.current;
          void navigate({ to: '/{-$locale}/login', params: { locale: localeParam(locale) }, search: { redirect: location.pathname } });
        },
        goToBag: () => void current.current.navigate({ to: '/{-$locale}/cart', params: { locale: localeParam(current.current.locale) } }),
      },
    }),
  );
  const actor = useActorRef(machine, { input: { checkoutId: newCheckoutId() }, inspect: pageActorInspect() });
  const reported = useRef(false);
  const bag = actor.getSnapshot().context.bag;
  if (bag && !reported.current) {
    reported.current = true;
    trackInitiateCheckout(bag);
  }
  return actor;
}
