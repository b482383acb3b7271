import { createFileRoute } from '@tanstack/react-router';
import { educationRoute } from '../-education';
import { EducationRoutePage } from '../-education-page';

export const Route = createFileRoute('/{-$locale}/education-k12')({
  ...educationRoute('/education-k12'),
  component: () => <EducationRoutePage path="/education-k12" />,
});
