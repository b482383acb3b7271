import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import * as css from './address-book.css';

/** Links to every page of the additional addresses (a shopper keeps a handful, so all of them show). */
export function AddressPages({ page, pages }: { page: number; pages: number }) {
  const { t } = useLingui();
  if (pages <= 1) return null;
  return (
    <nav aria-label={t`Pages of other addresses`}>
      <ul className={css.pages}>
        {Array.from({ length: pages }, (_, i) => i + 1).map((p) => (
          <li key={p}>
            <Link
              to="."
              search={{ page: p === 1 ? undefined : p }}
              className={css.pageLink}
              aria-label={t`Page ${p}`}
              aria-current={p === page ? 'page' : undefined}
            >
              {p}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
