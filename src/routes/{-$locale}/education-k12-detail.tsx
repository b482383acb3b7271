import { createFileRoute } from '@tanstack/react-router';
import { loadedHead } from '@/features/navigation/page-head';
import { educationLoader } from '../-education';
import { EducationRoutePage } from '../-education-page';

export const Route = createFileRoute('/{-$locale}/education-k12-detail')({
  loader: educationLoader('/education-k12-detail'),
  head: loadedHead,
  component: () => <EducationRoutePage path="/education-k12-detail" />,
});
