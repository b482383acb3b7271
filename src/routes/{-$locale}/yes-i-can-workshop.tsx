import { createFileRoute } from '@tanstack/react-router';
import { loadedHead } from '@/features/navigation/page-head';
import { workshopLoader } from '../-workshop';
import { WorkshopRoutePage } from '../-workshop-page';

export const Route = createFileRoute('/{-$locale}/yes-i-can-workshop')({
  loader: workshopLoader('yes-i-can-workshop'),
  head: loadedHead,
  component: () => <WorkshopRoutePage kind="yes-i-can-workshop" />,
});
