import { createFileRoute } from '@tanstack/react-router';
import { policyRoute } from '../-policy';
import { PolicyRoutePage } from '../-policy-page';

export const Route = createFileRoute('/{-$locale}/cookies-policy')({
  ...policyRoute('cookies-policy'),
  component: () => <PolicyRoutePage slug="cookies-policy" />,
});
