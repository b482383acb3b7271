import { createFileRoute } from '@tanstack/react-router';
import { educationRoute } from '../-education';
import { EducationRoutePage } from '../-education-page';

export const Route = createFileRoute('/{-$locale}/ustore')({
  ...educationRoute('/ustore'),
  component: () => <EducationRoutePage path="/ustore" />,
});
