import { useNavigate, useRouterState } from '@tanstack/react-router';
import type { ResultsSearch } from '../results-search';

/**
 * The results page's address as state: a change is a new history entry (Back undoes it) and starts again at
 * the first page, unless it is the page itself that changes. It reads the address being loaded, so a ticked
 * box shows ticked while its results load.
 */
export function useResultsSearch(): [ResultsSearch, (change: Partial<ResultsSearch>) => void] {
  const navigate = useNavigate();
  const search = useRouterState({ select: (state) => state.location.search }) as ResultsSearch;
  const update = (change: Partial<ResultsSearch>) =>
    void navigate({ to: '.', search: { ...search, page: undefined, ...change }, resetScroll: 'page' in change });
  return [search, update];
}
