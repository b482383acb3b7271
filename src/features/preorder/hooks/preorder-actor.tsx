import type { Locale } from '@contract/constants';
import type { OrderData } from '@contract/order';
import { preorderMachine } from '@machines/preorder/preorder.machine';
import { useNavigate } from '@tanstack/react-router';
import { useActorRef } from '@xstate/react';
import { createContext, type ReactNode, useContext, useRef, useState } from 'react';
import { type ActorRefFrom, fromPromise } from 'xstate';
import { useHttp } from '@/lib/http-context';
import { localeParam } from '@/lib/locale';
import { pageActorInspect } from '@/lib/page-actor-inspect';
import { forgetPreorderSession, preorderSessionId, rememberPreorderOrder, rememberPreorderSession, storeBag, storedBag } from '@/lib/preorder-session';
import { preorderApi } from '../api/preorder-api';

type PreorderActor = ActorRefFrom<typeof preorderMachine>;

const PreorderContext = createContext<PreorderActor | null>(null);

/** The pre-order shop's actor, for the pages under /preorder. */
export function usePreorderActor(): PreorderActor {
  const actor = useContext(PreorderContext);
  if (!actor) throw new Error('usePreorderActor outside PreorderProvider');
  return actor;
}

/**
 * One pre-order actor for a visit of the pre-order pages (their layout route), its effects given: the pre-order
 * calls, the session cookie and the bag in this browser, the router. `onPlaced` keeps the order payable here.
 */
export function PreorderProvider({ locale, onPlaced, children }: { locale: Locale; onPlaced: (order: OrderData) => void; children: ReactNode }) {
  const http = useHttp();
  const navigate = useNavigate();
  const current = useRef({ navigate, locale, onPlaced });
  current.current = { navigate, locale, onPlaced };
  const go = (to: '/{-$locale}/preorder' | '/{-$locale}/preorder/products') =>
    void current.current.navigate({ to, params: { locale: localeParam(current.current.locale) } });
  const [machine] = useState(() =>
    preorderMachine.provide({
      actors: {
        startSession: fromPromise(({ input }) => preorderApi(http).startSession(input.email)),
        loadSession: fromPromise(({ input }) => preorderApi(http).loadSession(input.sessionId)),
        placePreorder: fromPromise(({ input }) => preorderApi(http).placePreorder(input)),
      },
      actions: {
        rememberSession: (_, sessionId) => rememberPreorderSession(sessionId),
        storeBag: ({ context }) => {
          if (context.sessionId) storeBag(context.sessionId, context.bag);
        },
        orderPlaced: (_, order) => {
          current.current.onPlaced(order);
          rememberPreorderOrder(order.orderId);
          void current.current.navigate({
            to: '/{-$locale}/confirmation/pay/$orderId',
            params: { locale: localeParam(current.current.locale), orderId: order.orderId },
          });
        },
        forgetSession: forgetPreorderSession,
        goToProducts: () => go('/{-$locale}/preorder/products'),
        goToStart: () => go('/{-$locale}/preorder'),
      },
    }),
  );
  const actor = useActorRef(machine, {
    input: { visitId: crypto.randomUUID(), sessionId: preorderSessionId(), bag: storedBag(preorderSessionId()) },
    inspect: pageActorInspect(),
  });
  return <PreorderContext.Provider value={actor}>{children}</PreorderContext.Provider>;
}
