import type { Locale } from '@contract/constants';
import { Plural, Trans } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useHttp } from '@/lib/http-context';
import { localeParam } from '@/lib/locale';
import { buttonClass } from '@/ui/Button';
import { orderListQuery } from '../api/orders-api';
import { useOrderOwner } from '../hooks/order-owner';
import { pageCount } from '../order-pages';
import { OrderPager } from './OrderPager';
import { OrderProblem } from './OrderProblem';
import { OrderRow } from './OrderRow';
import * as css from './orders.css';

/** /my-account/order: the customer's orders, newest first, ten a page; each row leads to its order. */
export function OrderListPage({ locale, page }: { locale: Locale; page: number }) {
  const list = useQuery({ ...orderListQuery(useHttp(), useOrderOwner(), page), placeholderData: keepPreviousData });
  const navigate = useNavigate();
  const total = list.data?.total ?? 0;
  const pages = pageCount(total);

  // a page past the last (an old link, or orders fewer than they were) shows the last page instead
  useEffect(() => {
    if (list.data && !list.isPlaceholderData && page > pages) void navigate({ to: '.', search: { page: pages > 1 ? pages : undefined }, replace: true });
  }, [list.data, list.isPlaceholderData, page, pages, navigate]);

  return (
    <section className={css.page} aria-labelledby="orders-title" data-testid="order-list-page">
      <div>
        <h1 id="orders-title" className={css.heading}>
          <Trans>My orders</Trans>
        </h1>
        {total > 0 && (
          <p className={css.muted} data-testid="order-count">
            <Plural value={total} one="# order" other="# orders" />
          </p>
        )}
      </div>
      {list.isPending ? (
        <p className={css.muted} role="status">
          <Trans>Loading your orders…</Trans>
        </p>
      ) : list.isError ? (
        <OrderProblem error={list.error} retry={() => void list.refetch()} />
      ) : list.data.total === 0 ? (
        <div className={css.empty} data-testid="orders-empty">
          <p className={css.muted}>
            <Trans>You have not ordered anything yet.</Trans>
          </p>
          <Link to="/{-$locale}/products" params={{ locale: localeParam(locale) }} className={buttonClass()}>
            <Trans>Shop now</Trans>
          </Link>
        </div>
      ) : (
        <>
          <ul className={css.list} aria-busy={list.isPlaceholderData}>
            {list.data.items.map((order) => (
              <OrderRow key={order.orderId} order={order} locale={locale} />
            ))}
          </ul>
          <OrderPager page={page} pages={pages} />
        </>
      )}
    </section>
  );
}
