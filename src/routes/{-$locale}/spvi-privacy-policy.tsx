import { createFileRoute } from '@tanstack/react-router';
import { policyRoute } from '../-policy';
import { PolicyRoutePage } from '../-policy-page';

export const Route = createFileRoute('/{-$locale}/spvi-privacy-policy')({
  ...policyRoute('spvi-privacy-policy'),
  component: () => <PolicyRoutePage slug="spvi-privacy-policy" />,
});
