import { useNavigate, useSearch } from '@tanstack/react-router';
import type { ListMode } from '@/features/catalogue/components/ProductCard';

/** The list mode of the address (`?view=list`, see ./-view-search); setting it replaces the address. */
export function useViewMode(): [ListMode, (mode: ListMode) => void] {
  const navigate = useNavigate();
  const { view } = useSearch({ strict: false });
  // the rest of the address (a search, filters, sort, page) stays as it is
  const setMode = (mode: ListMode) =>
    void navigate({ to: '.', search: (prev) => ({ ...prev, view: mode === 'grid' ? undefined : mode }), replace: true, resetScroll: false });
  return [view === 'list' ? 'list' : 'grid', setMode];
}
