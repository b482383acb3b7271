import type { Locale } from '@contract/constants';
import { MAX_ADDRESS_PAGE_SIZE } from '@contract/customer';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useRef } from 'react';
import { localeParam } from '@/lib/locale';
import { buttonClass } from '@/ui/Button';
import { addressListQuery } from '../../api/address-api';
import { LIST_OPERATION, useAddressBook } from '../../hooks/address-book';
import { AddressCard } from './AddressCard';
import * as css from './address-book.css';
import { ListProblem } from './ListProblem';
import { OtherAddressesOfType } from './OtherAddressesOfType';

/**
 * The default shipping or billing address: the first of its list (spec section 3), or a link to add one; in the
 * address book, the others of that type below it and a link to add another (the dashboard shows the default only).
 */
export function DefaultAddress({ type, locale, withOthers = false }: { type: 'shipping' | 'billing'; locale: Locale; withOthers?: boolean }) {
  const { http, owner, tracked } = useAddressBook();
  const limit = withOthers ? MAX_ADDRESS_PAGE_SIZE : 1;
  const list = useQuery(addressListQuery(http, owner, type, 1, { limit, around: (run) => tracked(LIST_OPERATION[type], run) }));
  const params = { locale: localeParam(locale) };
  const addPath = type === 'shipping' ? '/{-$locale}/my-account/address-book/add-shipping-address' : '/{-$locale}/my-account/address-book/add-billing-address';
  const [address, ...others] = list.data?.items ?? [];
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <section className={css.section} aria-labelledby={headingId} data-testid={`${type}-address`}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className={css.sectionTitle}>
        {type === 'shipping' ? <Trans>Delivery address</Trans> : <Trans>Billing address for tax invoices</Trans>}
      </h2>
      {list.isPending ? (
        <p className={css.status} role="status">
          <Trans>Loading addresses…</Trans>
        </p>
      ) : list.isError ? (
        <ListProblem error={list.error} retry={() => void list.refetch()} />
      ) : address ? (
        <>
          <AddressCard
            address={address}
            actions={
              <Link
                to={
                  type === 'shipping' ? '/{-$locale}/my-account/address-book/edit-shipping-address' : '/{-$locale}/my-account/address-book/edit-billing-address'
                }
                params={params}
                className={buttonClass('secondary')}
              >
                {type === 'shipping' ? <Trans>Edit delivery address</Trans> : <Trans>Edit billing address</Trans>}
              </Link>
            }
          />
          {withOthers && (
            <>
              <OtherAddressesOfType
                type={type}
                addresses={others}
                unlisted={(list.data?.total ?? 0) - (list.data?.items.length ?? 0)}
                locale={locale}
                onGone={() => heading.current?.focus()}
              />
              <Link to={addPath} params={params} className={`${buttonClass('secondary')} ${css.addAnother}`}>
                {type === 'shipping' ? <Trans>Add another delivery address</Trans> : <Trans>Add another billing address</Trans>}
              </Link>
            </>
          )}
        </>
      ) : (
        <div className={css.empty}>
          {type === 'shipping' ? (
            <Trans>You have no delivery address yet. Add one to have your orders delivered to it.</Trans>
          ) : (
            <Trans>You have no billing address yet. Add one for your receipts and tax invoices.</Trans>
          )}
          <Link to={addPath} params={params} className={buttonClass('primary')}>
            {type === 'shipping' ? <Trans>Add delivery address</Trans> : <Trans>Add billing address</Trans>}
          </Link>
        </div>
      )}
    </section>
  );
}
