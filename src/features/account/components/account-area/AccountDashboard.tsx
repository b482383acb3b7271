import type { Locale } from '@contract/constants';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { formatMoment } from '@/lib/date-format';
import { useHttp } from '@/lib/http-context';
import { localeParam } from '@/lib/locale';
import { orderStatusText } from '@/lib/order-status';
import { formatBaht } from '@/lib/price-format';
import { latestOrdersQuery, profileQuery } from '../../api/profile-api';
import { useAccountOwner } from '../../hooks/account-owner';
import { DefaultAddress } from '../address-book/DefaultAddress';
import * as css from './account-area.css';

/** /my-account: who is logged in, their default addresses, their latest orders and whether they get the newsletter. */
export function AccountDashboard({ locale }: { locale: Locale }) {
  const http = useHttp();
  const owner = useAccountOwner();
  const { profile } = useSuspenseQuery(profileQuery(http, owner)).data;
  const params = { locale: localeParam(locale) };
  const fullName = `${profile.firstName} ${profile.lastName}`;
  return (
    <section className={css.content} data-testid="account-page">
      <h1 className={css.heading}>
        <Trans>Welcome, {fullName}</Trans>
      </h1>

      <section className={css.section} aria-labelledby="details-heading">
        <div className={css.sectionHead}>
          <h2 id="details-heading" className={css.sectionTitle}>
            <Trans>Account details</Trans>
          </h2>
          <Link to="/{-$locale}/my-account/account/edit" params={params}>
            <Trans>Edit details</Trans>
          </Link>
        </div>
        <dl className={css.facts} data-testid="dashboard-customer">
          <dt className={css.factLabel}>
            <Trans>Name</Trans>
          </dt>
          <dd className={css.factValue}>{fullName}</dd>
          <dt className={css.factLabel}>
            <Trans>Email</Trans>
          </dt>
          <dd className={css.factValue}>{profile.email}</dd>
          <dt className={css.factLabel}>
            <Trans>Newsletter</Trans>
          </dt>
          <dd className={css.factValue} data-testid="dashboard-newsletter">
            {profile.subscriptionFlag ? <Trans>You receive our news and offers by email.</Trans> : <Trans>You do not receive our newsletter.</Trans>}{' '}
            <Link to="/{-$locale}/my-account/newsletter-subscriptions" params={params}>
              <Trans>Change</Trans>
            </Link>
          </dd>
        </dl>
      </section>

      <div className={css.cards}>
        <DefaultAddress type="shipping" locale={locale} />
        <DefaultAddress type="billing" locale={locale} />
      </div>

      <LatestOrders locale={locale} />
    </section>
  );
}

function LatestOrders({ locale }: { locale: Locale }) {
  const { i18n } = useLingui();
  const orders = useQuery(latestOrdersQuery(useHttp(), useAccountOwner()));
  const params = { locale: localeParam(locale) };
  return (
    <section className={css.section} aria-labelledby="orders-heading" data-testid="latest-orders">
      <div className={css.sectionHead}>
        <h2 id="orders-heading" className={css.sectionTitle}>
          <Trans>Latest orders</Trans>
        </h2>
        {orders.data && orders.data.total > 0 && (
          <Link to="/{-$locale}/my-account/order" params={params}>
            <Trans>All orders</Trans>
          </Link>
        )}
      </div>
      {orders.isPending ? (
        <p className={css.muted} role="status">
          <Trans>Loading your orders…</Trans>
        </p>
      ) : orders.isError ? (
        <p className={css.muted} role="alert">
          <Trans>Your orders could not be loaded. Please try again later.</Trans>
        </p>
      ) : orders.data.items.length === 0 ? (
        <p className={css.muted}>
          <Trans>You have not ordered anything yet.</Trans>{' '}
          <Link to="/{-$locale}/products" params={params}>
            <Trans>Start shopping</Trans>
          </Link>
        </p>
      ) : (
        <ul className={css.orders}>
          {orders.data.items.map(({ orderId, ...order }) => (
            <li key={orderId} className={css.order} data-testid="order-summary">
              <Link to="/{-$locale}/my-account/order/$orderId" params={{ ...params, orderId }} className={css.orderLink}>
                <Trans>Order {orderId}</Trans>
              </Link>
              <span className={css.status}>{orderStatusText(i18n, order.status)}</span>
              <span className={css.muted}>
                <time dateTime={order.createdAt}>{formatMoment(order.createdAt, locale)}</time> ·{' '}
                <Plural value={order.totalQuantity} one="# item" other="# items" />
              </span>
              <span className={css.orderTotal}>{formatBaht(order.totalPayable)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
