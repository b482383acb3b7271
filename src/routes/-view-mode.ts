import { useNavigate, useSearch } from '@tanstack/react-router';
import * as v from 'valibot';
import type { ListMode } from '@/features/catalogue/components/ProductCard';

/** `?view=list` keeps the list mode in the address, so a reload or a shared link shows the same. */
export const ViewSearch = v.object({ view: v.optional(v.fallback(v.picklist(['grid', 'list']), 'grid')) });

export function useViewMode(): [ListMode, (mode: ListMode) => void] {
  const navigate = useNavigate();
  const { view } = useSearch({ strict: false });
  const setMode = (mode: ListMode) =>
    void navigate({ to: '.', search: { view: mode === 'grid' ? undefined : mode }, replace: true, resetScroll: false });
  return [view === 'list' ? 'list' : 'grid', setMode];
}
