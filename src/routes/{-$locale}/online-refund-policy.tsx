import { createFileRoute } from '@tanstack/react-router';
import { policyRoute } from '../-policy';
import { PolicyRoutePage } from '../-policy-page';

export const Route = createFileRoute('/{-$locale}/online-refund-policy')({
  ...policyRoute('online-refund-policy'),
  component: () => <PolicyRoutePage slug="online-refund-policy" />,
});
