import { createFileRoute } from '@tanstack/react-router';
import { educationRoute } from '../-education';
import { EducationRoutePage } from '../-education-page';

export const Route = createFileRoute('/{-$locale}/education-for-university')({
  ...educationRoute('/education-for-university'),
  component: () => <EducationRoutePage path="/education-for-university" />,
});
