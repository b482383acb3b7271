import { useNavigate, useSearch } from '@tanstack/react-router';
import type { ResultsSearch } from '../results-search';

/**
 * The results page's address as state: a change is a new history entry (Back undoes it) and starts again at
 * the first page, unless it is the page itself that changes.
 */
export function useResultsSearch(): [ResultsSearch, (change: Partial<ResultsSearch>) => void] {
  const navigate = useNavigate();
  const search = useSearch({ strict: false }) as ResultsSearch;
  const update = (change: Partial<ResultsSearch>) =>
    void navigate({ to: '.', search: { ...search, page: undefined, ...change }, resetScroll: 'page' in change });
  return [search, update];
}
