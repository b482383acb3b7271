import { createFileRoute } from '@tanstack/react-router';
import { loadedHead } from '@/features/navigation/page-head';
import { educationLoader } from '../-education';
import { EducationRoutePage } from '../-education-page';

export const Route = createFileRoute('/{-$locale}/ustore')({
  loader: educationLoader('/ustore'),
  head: loadedHead,
  component: () => <EducationRoutePage path="/ustore" />,
});
