import { createFileRoute } from '@tanstack/react-router';
import { loadedHead } from '@/features/navigation/page-head';
import { workshopLoader } from '../-workshop';
import { WorkshopRoutePage } from '../-workshop-page';

export const Route = createFileRoute('/{-$locale}/workshop-online')({
  loader: workshopLoader('workshop-online'),
  head: loadedHead,
  component: () => <WorkshopRoutePage kind="workshop-online" />,
});
