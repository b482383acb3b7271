import { createFileRoute } from '@tanstack/react-router';
import { policyRoute } from '../-policy';
import { PolicyRoutePage } from '../-policy-page';

export const Route = createFileRoute('/{-$locale}/private-policy')({
  ...policyRoute('private-policy'),
  component: () => <PolicyRoutePage slug="private-policy" />,
});
