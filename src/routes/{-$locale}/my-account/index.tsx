import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AccountPage } from '@/features/account/components/AccountPage';
import { guard } from '@/features/guards/guard';
import { pageTitle, routeHead } from '@/features/navigation/page-head';
import { i18n } from '@/lib/i18n';

export const Route = createFileRoute('/{-$locale}/my-account/')({
  beforeLoad: guard('authenticate'),
  head: () => routeHead({ title: pageTitle(i18n._(msg`My account`)) }),
  component: AccountPage,
});
