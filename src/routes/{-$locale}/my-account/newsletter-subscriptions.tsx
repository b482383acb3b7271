import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { profileQuery } from '@/features/account/api/profile-api';
import { NewsletterPage } from '@/features/account/components/account-area/NewsletterPage';
import { accountOwner } from '@/features/account/hooks/account-owner';
import { pageTitle, routeHead } from '@/features/navigation/page-head';
import { i18n } from '@/lib/i18n';

export const Route = createFileRoute('/{-$locale}/my-account/newsletter-subscriptions')({
  loader: ({ context }) => context.queryClient.ensureQueryData(profileQuery(context.http, accountOwner(context.actors.session))),
  head: () => routeHead({ title: pageTitle(i18n._(msg`Newsletter`)) }),
  component: NewsletterPage,
});
