import { msg } from '@lingui/core/macro';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { SocialRegisterForm } from '@/features/account/components/SocialRegisterForm';
import { useSession } from '@/features/account/hooks/session-actor';
import { guard } from '@/features/guards/guard';
import { loadedHead } from '@/features/navigation/page-head';
import { i18n } from '@/lib/i18n';
import { localeOf, localePath } from '@/lib/locale';
import { RedirectSearch, returnPathOf } from '@/lib/safe-redirect';

export const Route = createFileRoute('/{-$locale}/register/social')({
  validateSearch: RedirectSearch,
  beforeLoad: guard('socialRegister'),
  staticData: { keepAlive: false },
  loader: () => ({
    title: i18n._(msg`Finish creating your account`),
    description: i18n._(msg`Add the details we need to finish the account you started with Facebook or Apple.`),
  }),
  head: loadedHead,
  component: SocialRegisterRoute,
});

function SocialRegisterRoute() {
  const { redirect } = Route.useSearch();
  const { locale } = Route.useParams();
  const navigate = useNavigate();
  const { info, loggedIn } = useSession((context, state) => ({ info: context.socialInfo, loggedIn: state.loggedIn }));
  useEffect(() => {
    if (loggedIn) void navigate({ href: returnPathOf(redirect) ?? localePath(localeOf(locale), '/'), replace: true });
  }, [loggedIn, navigate, redirect, locale]);
  return info ? <SocialRegisterForm info={info} /> : null;
}
