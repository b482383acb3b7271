import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { AccountMenu } from '@/features/account/components/AccountMenu';
import { CartButton } from '@/features/cart/components/CartButton';
import { NotFoundPage } from '@/features/layout/components/NotFoundPage';
import { SiteLayout } from '@/features/layout/components/SiteLayout';
import type { RouterContext } from './-router-context';

/** A path outside the languages (e.g. /fr/iphone) is a 404 in the Thai shop's layout: header, main, footer. */
export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  notFoundComponent: () => (
    <SiteLayout locale="th" cartButton={<CartButton locale={undefined} />} accountMenu={<AccountMenu locale={undefined} />}>
      <NotFoundPage locale="th" />
    </SiteLayout>
  ),
});
