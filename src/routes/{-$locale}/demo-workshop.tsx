import { createFileRoute } from '@tanstack/react-router';
import { loadedHead } from '@/features/navigation/page-head';
import { workshopLoader } from '../-workshop';
import { WorkshopRoutePage } from '../-workshop-page';

export const Route = createFileRoute('/{-$locale}/demo-workshop')({
  loader: workshopLoader('demo-workshop'),
  head: loadedHead,
  component: () => <WorkshopRoutePage kind="demo-workshop" />,
});
