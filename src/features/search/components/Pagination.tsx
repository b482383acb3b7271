import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { toPageTop } from '@/lib/focus-main';
import { useResultsSearch } from '../hooks/use-results-search';
import * as css from './results.css';

/** The pages around the current one, the first and the last; links, so each page has its own address. */
const pagesAround = (page: number, last: number) => [...new Set([1, page - 1, page, page + 1, last])].filter((p) => p >= 1 && p <= last).sort((a, b) => a - b);

export function Pagination({ page, pages }: { page: number; pages: number }) {
  const { t } = useLingui();
  const [search] = useResultsSearch();
  if (pages <= 1) return null;
  const link = (to: number, label: string, shown: string, current = false) => (
    <Link
      to="."
      search={{ ...search, page: to === 1 ? undefined : to }}
      className={css.pageLink}
      aria-label={label}
      aria-current={current ? 'page' : undefined}
      // without it the router also marks every page whose search is part of this one's (page 1 on page 2) as current
      activeOptions={{ exact: true }}
      onClick={toPageTop}
    >
      {shown}
    </Link>
  );
  return (
    <nav aria-label={t`Result pages`}>
      <ul className={css.pagination}>
        {page > 1 && <li>{link(page - 1, t`Previous page`, '‹')}</li>}
        {pagesAround(page, pages).map((p) => (
          <li key={p}>{link(p, t`Page ${p}`, String(p), p === page)}</li>
        ))}
        {page < pages && <li>{link(page + 1, t`Next page`, '›')}</li>}
      </ul>
    </nav>
  );
}
