import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { RegisterPage } from '@/features/account/components/RegisterPage';
import { guard } from '@/features/guards/guard';
import { loadedHead } from '@/features/navigation/page-head';
import { i18n } from '@/lib/i18n';
import { localeOf } from '@/lib/locale';
import { RedirectSearch } from '@/lib/safe-redirect';

export const Route = createFileRoute('/{-$locale}/register/')({
  // where the login this page leads to returns to: the checkout, for a shopper who came from there
  validateSearch: RedirectSearch,
  beforeLoad: guard('isNotLoggedIn'),
  staticData: { keepAlive: false },
  loader: () => ({
    title: i18n._(msg`Create an account`),
    description: i18n._(msg`Create an account to check out faster, follow your orders, keep a wishlist and get education pricing.`),
  }),
  head: loadedHead,
  component: function RegisterRoute() {
    return <RegisterPage locale={localeOf(Route.useParams().locale)} redirect={Route.useSearch().redirect} />;
  },
});
