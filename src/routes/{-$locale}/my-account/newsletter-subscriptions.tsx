import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { NewsletterPage } from '@/features/account/components/account-area/NewsletterPage';
import { loadedHead } from '@/features/navigation/page-head';
import { i18n } from '@/lib/i18n';

export const Route = createFileRoute('/{-$locale}/my-account/newsletter-subscriptions')({
  loader: async ({ context }) => {
    await (await import('@/features/account/api/account-loaders')).loadProfile(context);
    return { title: i18n._(msg`Newsletter`) };
  },
  head: loadedHead,
  component: NewsletterPage,
});
