import { createFileRoute } from '@tanstack/react-router';
import { AccountPage } from '@/features/account/components/AccountPage';
import { guards } from '@/features/guards/guards';

export const Route = createFileRoute('/{-$locale}/my-account/')({
  beforeLoad: guards.authenticate,
  component: AccountPage,
});
