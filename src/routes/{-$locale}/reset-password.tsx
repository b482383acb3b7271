import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { ResetPasswordForm } from '@/features/account/components/ResetPasswordForm';
import { loadedHead } from '@/features/navigation/page-head';
import { i18n } from '@/lib/i18n';
import { localeOf } from '@/lib/locale';

export const Route = createFileRoute('/{-$locale}/reset-password')({
  validateSearch: v.object({ token: v.optional(v.fallback(v.string(), ''), '') }),
  staticData: { keepAlive: false },
  loader: () => ({ title: i18n._(msg`Choose a new password`), description: i18n._(msg`Choose a new password for your account with the link we emailed you.`) }),
  head: loadedHead,
  component: function ResetPasswordRoute() {
    return <ResetPasswordForm token={Route.useSearch().token} locale={localeOf(Route.useParams().locale)} />;
  },
});
