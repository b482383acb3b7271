import { createFileRoute } from '@tanstack/react-router';
import { loadedHead } from '@/features/navigation/page-head';
import { educationLoader } from '../-education';
import { EducationRoutePage } from '../-education-page';

export const Route = createFileRoute('/{-$locale}/k-12')({
  loader: educationLoader('/k-12'),
  head: loadedHead,
  component: () => <EducationRoutePage path="/k-12" />,
});
