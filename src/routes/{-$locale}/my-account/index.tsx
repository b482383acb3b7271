import { createFileRoute } from '@tanstack/react-router';
import { AccountPage } from '@/features/account/components/AccountPage';
import { guard } from '@/features/guards/guard';

export const Route = createFileRoute('/{-$locale}/my-account/')({
  beforeLoad: guard('authenticate'),
  component: AccountPage,
});
