import { createFileRoute, notFound } from '@tanstack/react-router';
import { categoryOfPath } from '@contract/catalogue';
import { resultsRoute } from '../../-results';
import { ResultsPage } from '../../-results-page';

/** A category path (/product-category/iphone): the results of that category; any other path is not a page. */
export const Route = createFileRoute('/{-$locale}/product-category/$')({
  ...resultsRoute(({ _splat }) => categoryOfPath(_splat)),
  beforeLoad: ({ params }) => {
    if (!categoryOfPath(params._splat)) throw notFound();
  },
  component: function CategoryResults() {
    return <ResultsPage category={categoryOfPath(Route.useParams()._splat)} />;
  },
});
