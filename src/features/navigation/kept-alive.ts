import type { AnyRouteMatch } from '@tanstack/react-router';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /**
     * `false` on the pages the spec does not keep alive (Login, RegisterSocial, ProductCategory,
     * CheckoutPage, ProductSlugPage, ThankyouPage, CartPage, MarketingPage): Back shows them afresh from
     * the top instead of where the shopper left them.
     */
    keepAlive?: false;
  }
}

/** Whether Back brings the page of these matches back as it was left (scroll position; its address keeps view mode and filters). */
export const keepsAlive = (matches: readonly Pick<AnyRouteMatch, 'staticData'>[]) => matches.every((match) => match.staticData.keepAlive !== false);
