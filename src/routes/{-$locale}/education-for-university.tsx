import { createFileRoute } from '@tanstack/react-router';
import { loadedHead } from '@/features/navigation/page-head';
import { educationLoader } from '../-education';
import { EducationRoutePage } from '../-education-page';

export const Route = createFileRoute('/{-$locale}/education-for-university')({
  loader: educationLoader('/education-for-university'),
  head: loadedHead,
  component: () => <EducationRoutePage path="/education-for-university" />,
});
