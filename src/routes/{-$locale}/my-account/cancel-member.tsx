import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { CancelMembershipPage } from '@/features/account/components/account-area/CancelMembershipPage';
import { loadedHead } from '@/features/navigation/page-head';
import { i18n } from '@/lib/i18n';
import { localeOf } from '@/lib/locale';

export const Route = createFileRoute('/{-$locale}/my-account/cancel-member')({
  loader: async ({ context }) => {
    await (await import('@/features/account/api/account-loaders')).loadProfile(context);
    return { title: i18n._(msg`Cancel membership`) };
  },
  head: loadedHead,
  component: function CancelMemberRoute() {
    return <CancelMembershipPage locale={localeOf(Route.useParams().locale)} />;
  },
});
