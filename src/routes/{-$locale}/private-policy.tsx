import { createFileRoute } from '@tanstack/react-router';
import { loadedHead } from '@/features/navigation/page-head';
import { policyLoader } from '../-policy';
import { PolicyRoutePage } from '../-policy-page';

export const Route = createFileRoute('/{-$locale}/private-policy')({
  loader: policyLoader('private-policy'),
  head: loadedHead,
  component: () => <PolicyRoutePage slug="private-policy" />,
});
