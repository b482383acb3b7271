import { useNavigate, useSearch } from '@tanstack/react-router';
import type { ListMode } from '@/features/catalogue/components/ProductCard';

/** The list mode of the address (`?view=list`, see ./-view-search); setting it replaces the address. */
export function useViewMode(): [ListMode, (mode: ListMode) => void] {
  const navigate = useNavigate();
  const { view } = useSearch({ strict: false });
  const setMode = (mode: ListMode) => void navigate({ to: '.', search: { view: mode === 'grid' ? undefined : mode }, replace: true, resetScroll: false });
  return [view === 'list' ? 'list' : 'grid', setMode];
}
