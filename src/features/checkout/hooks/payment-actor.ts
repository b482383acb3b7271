import type { Locale } from '@contract/constants';
import type { PaymentMethod } from '@contract/payment-method';
import { paymentMachine } from '@machines/checkout/payment.machine';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useActorRef } from '@xstate/react';
import { useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { useAppActors } from '@/lib/app-actors';
import { useHttp } from '@/lib/http-context';
import { localeParam } from '@/lib/locale';
import { checkoutApi, orderQuery } from '../api/checkout-api';
import { pageActorInspect } from '@/lib/page-actor-inspect';

/** The payment page's statechart, its effects given: the order and payment calls, the browser, the router. */
export function usePaymentActor(locale: Locale, orderId: string, method: PaymentMethod | undefined) {
  const http = useHttp();
  const { loadingRegistry } = useAppActors();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const current = useRef({ navigate, locale });
  current.current = { navigate, locale };
  const [machine] = useState(() =>
    paymentMachine.provide({
      actors: {
        loadOrder: fromPromise(async ({ input }) => {
          const order = await checkoutApi(http).order(input.orderId);
          queryClient.setQueryData(orderQuery(http, input.orderId).queryKey, order);
          return order;
        }),
        startPayment: fromPromise(async ({ input }) => {
          loadingRegistry.send({ type: 'loading.start', operation: 'start-payment' });
          try {
            return await checkoutApi(http).startPayment(input.orderId, input.body);
          } finally {
            loadingRegistry.send({ type: 'loading.end', operation: 'start-payment' });
          }
        }),
      },
      actions: {
        goToGateway: (_, url) => location.assign(url),
        goToThankYou: ({ context }) =>
          void current.current.navigate({
            to: '/{-$locale}/thank-you/$orderId',
            params: { locale: localeParam(current.current.locale), orderId: context.orderId },
            replace: true,
          }),
      },
    }),
  );
  return useActorRef(machine, { input: { orderId, method }, inspect: pageActorInspect() });
}
