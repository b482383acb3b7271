import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AccountLayout } from '@/features/account/components/account-area/AccountLayout';
import { guard } from '@/features/guards/guard';
import { localeOf } from '@/lib/locale';

/** Every page of the account area: logged-in customers only (a guest goes to /login and comes back), with the account menu. */
export const Route = createFileRoute('/{-$locale}/my-account')({
  beforeLoad: guard('authenticate'),
  component: function MyAccountLayout() {
    return (
      <AccountLayout locale={localeOf(Route.useParams().locale)} addressBook>
        <Outlet />
      </AccountLayout>
    );
  },
});
