import { createFileRoute } from '@tanstack/react-router';
import { workshopRoute } from '../-workshop';
import { WorkshopRoutePage } from '../-workshop-page';

export const Route = createFileRoute('/{-$locale}/workshop-online')({
  ...workshopRoute('workshop-online'),
  component: () => <WorkshopRoutePage kind="workshop-online" />,
});
