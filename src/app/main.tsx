import '@/styles/global.css';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CartActorProvider } from '@/features/cart/hooks/cart-actor';
import { createHttp } from '@/lib/http';
import { HttpProvider } from '@/lib/http-context';
import { currentLocale, i18n } from '@/lib/i18n';
import { createCartActor } from './cart-actor';
import { createAppRouter } from './router';

const http = createHttp({ locale: currentLocale });
/** Spec section 9: data is refetched when older than 30 s. */
const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1 } } });
const cart = createCartActor(http);
const router = createAppRouter({ queryClient, http, cart });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <HttpProvider http={http}>
        <QueryClientProvider client={queryClient}>
          <CartActorProvider actor={cart}>
            <RouterProvider router={router} />
          </CartActorProvider>
        </QueryClientProvider>
      </HttpProvider>
    </I18nProvider>
  </StrictMode>,
);
