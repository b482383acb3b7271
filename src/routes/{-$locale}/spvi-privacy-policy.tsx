import { createFileRoute } from '@tanstack/react-router';
import { loadedHead } from '@/features/navigation/page-head';
import { policyLoader } from '../-policy';
import { PolicyRoutePage } from '../-policy-page';

export const Route = createFileRoute('/{-$locale}/spvi-privacy-policy')({
  loader: policyLoader('spvi-privacy-policy'),
  head: loadedHead,
  component: () => <PolicyRoutePage slug="spvi-privacy-policy" />,
});
