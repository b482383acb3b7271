import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { pagesAround } from '../order-pages';
import * as css from './orders.css';

/** Links to the list's pages (the first has no param); each page has its own address. */
export function OrderPager({ page, pages }: { page: number; pages: number }) {
  const { t } = useLingui();
  if (pages <= 1) return null;
  const link = (to: number, label: string, shown: string, current = false) => (
    <Link to="." search={{ page: to === 1 ? undefined : to }} className={css.pageLink} aria-label={label} aria-current={current ? 'page' : undefined}>
      {shown}
    </Link>
  );
  return (
    <nav aria-label={t`Pages of your orders`}>
      <ul className={css.pages}>
        {page > 1 && <li>{link(page - 1, t`Previous page`, '‹')}</li>}
        {pagesAround(page, pages).map((p) => (
          <li key={p}>{link(p, t`Page ${p}`, String(p), p === page)}</li>
        ))}
        {page < pages && <li>{link(page + 1, t`Next page`, '›')}</li>}
      </ul>
    </nav>
  );
}
