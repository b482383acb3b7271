import { createFileRoute } from '@tanstack/react-router';
import { educationRoute } from '../-education';
import { EducationRoutePage } from '../-education-page';

export const Route = createFileRoute('/{-$locale}/k-12')({
  ...educationRoute('/k-12'),
  component: () => <EducationRoutePage path="/k-12" />,
});
