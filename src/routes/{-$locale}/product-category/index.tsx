import { createFileRoute } from '@tanstack/react-router';
import { resultsRoute } from '../../-results';
import { ResultsPage } from '../../-results-page';

export const Route = createFileRoute('/{-$locale}/product-category/')({
  ...resultsRoute(() => undefined),
  component: () => <ResultsPage />,
});
