import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ForgotPassword } from '@/features/account/components/ForgotPassword';
import { loadedHead } from '@/features/navigation/page-head';
import { i18n } from '@/lib/i18n';
import { localeOf } from '@/lib/locale';

export const Route = createFileRoute('/{-$locale}/forgot-password')({
  staticData: { keepAlive: false },
  loader: () => ({
    title: i18n._(msg`Forgot your password?`),
    description: i18n._(msg`Enter your account's email and we will send you a link to choose a new password.`),
  }),
  head: loadedHead,
  component: function ForgotPasswordRoute() {
    return <ForgotPassword locale={localeOf(Route.useParams().locale)} />;
  },
});
