import { createFileRoute } from '@tanstack/react-router';
import { workshopRoute } from '../-workshop';
import { WorkshopRoutePage } from '../-workshop-page';

export const Route = createFileRoute('/{-$locale}/demo-workshop')({
  ...workshopRoute('demo-workshop'),
  component: () => <WorkshopRoutePage kind="demo-workshop" />,
});
