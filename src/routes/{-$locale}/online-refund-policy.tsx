import { createFileRoute } from '@tanstack/react-router';
import { loadedHead } from '@/features/navigation/page-head';
import { policyLoader } from '../-policy';
import { PolicyRoutePage } from '../-policy-page';

export const Route = createFileRoute('/{-$locale}/online-refund-policy')({
  loader: policyLoader('online-refund-policy'),
  head: loadedHead,
  component: () => <PolicyRoutePage slug="online-refund-policy" />,
});
