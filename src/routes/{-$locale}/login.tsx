import { msg } from '@lingui/core/macro';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { LoginForm } from '@/features/account/components/LoginForm';
import { guard } from '@/features/guards/guard';
import { loadedHead } from '@/features/navigation/page-head';
import { i18n } from '@/lib/i18n';
import { localeOf, localePath } from '@/lib/locale';
import { RedirectSearch, returnPathOf } from '@/lib/safe-redirect';

export const Route = createFileRoute('/{-$locale}/login')({
  validateSearch: RedirectSearch,
  beforeLoad: guard('isNotLoggedIn'),
  staticData: { keepAlive: false },
  loader: () => ({
    title: i18n._(msg`Log in`),
    description: i18n._(msg`Log in to your account to follow your orders, keep a wishlist, save your addresses and use education pricing.`),
  }),
  head: loadedHead,
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect } = Route.useSearch();
  const { locale } = Route.useParams();
  const navigate = useNavigate();
  // only a path on this site is followed; anything else lands on the home page
  const done = useCallback(
    () => void navigate({ href: returnPathOf(redirect) ?? localePath(localeOf(locale), '/'), replace: true }),
    [navigate, redirect, locale],
  );
  // a first social login without an account finishes on /register/social, which comes back here
  const register = useCallback(
    () => void navigate({ to: '/{-$locale}/register/social', params: { locale }, search: { redirect }, replace: true }),
    [navigate, redirect, locale],
  );
  return <LoginForm onLoggedIn={done} onSocialPending={register} locale={localeOf(locale)} redirect={redirect} />;
}
