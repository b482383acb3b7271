import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useResultsSearch } from '../hooks/use-results-search';
import * as css from './results.css';

/** An address whose page is past the results' last (an old link, a typed number): where the results end. */
export function PastLastPage({ pages }: { pages: number }) {
  const [search] = useResultsSearch();
  return (
    <div className={css.empty} data-testid="past-last-page">
      <h2>
        <Trans>There are no products on this page</Trans>
      </h2>
      <p>
        {pages === 1 ? <Trans>The results fit on one page.</Trans> : <Trans>The results end on page {pages}.</Trans>}{' '}
        <Link to="." search={{ ...search, page: pages === 1 ? undefined : pages }} className={css.chip}>
          {pages === 1 ? <Trans>See the results</Trans> : <Trans>Go to page {pages}</Trans>}
        </Link>
      </p>
    </div>
  );
}
