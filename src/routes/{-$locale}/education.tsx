import { createFileRoute } from '@tanstack/react-router';
import { educationRoute } from '../-education';
import { EducationRoutePage } from '../-education-page';

export const Route = createFileRoute('/{-$locale}/education')({
  ...educationRoute('/education'),
  component: () => <EducationRoutePage path="/education" />,
});
