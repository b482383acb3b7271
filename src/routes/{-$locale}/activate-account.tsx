import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { ActivateAccount } from '@/features/account/components/ActivateAccount';
import { loadedHead } from '@/features/navigation/page-head';
import { i18n } from '@/lib/i18n';
import { localeOf } from '@/lib/locale';

export const Route = createFileRoute('/{-$locale}/activate-account')({
  validateSearch: v.object({ token: v.optional(v.fallback(v.string(), ''), '') }),
  staticData: { keepAlive: false },
  loader: () => ({
    title: i18n._(msg`Activate your account`),
    description: i18n._(msg`Activate your new account with the link we emailed you, then log in to shop.`),
  }),
  head: loadedHead,
  component: function ActivateRoute() {
    return <ActivateAccount token={Route.useSearch().token} locale={localeOf(Route.useParams().locale)} />;
  },
});
