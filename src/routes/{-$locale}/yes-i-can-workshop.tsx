import { createFileRoute } from '@tanstack/react-router';
import { workshopRoute } from '../-workshop';
import { WorkshopRoutePage } from '../-workshop-page';

export const Route = createFileRoute('/{-$locale}/yes-i-can-workshop')({
  ...workshopRoute('yes-i-can-workshop'),
  component: () => <WorkshopRoutePage kind="yes-i-can-workshop" />,
});
