import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { AccountMenu } from '@/features/account/components/AccountMenu';
import { CartButton } from '@/features/cart/components/CartButton';
import { NotFoundPage } from '@/features/layout/components/NotFoundPage';
import { SiteLayout } from '@/features/layout/components/SiteLayout';
import type { RouterContext } from './-router-context';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  notFoundComponent: () => (
    <SiteLayout locale="th" cartButton={<CartButton locale={undefined} />} accountMenu={<AccountMenu locale={undefined} />}>
      <NotFoundPage locale="th" />
    </SiteLayout>
  ),
});
