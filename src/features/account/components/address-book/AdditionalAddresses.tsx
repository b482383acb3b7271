import type { Locale } from '@contract/constants';
import type { Address } from '@contract/customer';
import { Trans } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { localeParam } from '@/lib/locale';
import { buttonClass } from '@/ui/Button';
import { addressListQuery } from '../../api/address-api';
import { useAddressBook } from '../../hooks/address-book';
import { OtherAddressCard } from './OtherAddressCard';
import { AddressPages } from './AddressPages';
import * as css from './address-book.css';
import { DeleteAddressDialog } from './DeleteAddressDialog';
import { ListProblem } from './ListProblem';

/** Additional addresses a page at a time (pages = ceil(total / limit)), each editable and deletable after a confirmation. */
export function AdditionalAddresses({ locale, page }: { locale: Locale; page: number }) {
  const { http, owner } = useAddressBook();
  const navigate = useNavigate();
  const list = useQuery({ ...addressListQuery(http, owner, 'additional', page), placeholderData: keepPreviousData });
  const [deleting, setDeleting] = useState<Address | null>(null);
  const [deleted, setDeleted] = useState(false);
  const askToDelete = (address: Address) => {
    setDeleted(false);
    setDeleting(address);
  };
  const heading = useRef<HTMLHeadingElement>(null);
  const justDeleted = useRef(false);
  const headingId = useId();
  const params = { locale: localeParam(locale) };
  const pages = list.data ? Math.ceil(list.data.total / list.data.limit) : 0;

  // a page past the last (its last address deleted, or an old link) shows the last page instead
  useEffect(() => {
    if (list.data && !list.isPlaceholderData && page > 1 && page > pages)
      void navigate({ to: '.', search: { page: pages > 1 ? pages : undefined }, replace: true });
  }, [list.data, list.isPlaceholderData, page, pages, navigate]);

  return (
    <section className={css.section} aria-labelledby={headingId} data-testid="additional-addresses">
      <div className={css.sectionHead}>
        <h2 id={headingId} ref={heading} tabIndex={-1} className={css.sectionTitle}>
          <Trans>Other addresses</Trans>
        </h2>
        {list.data && list.data.total > 0 && (
          <Link to="/{-$locale}/my-account/address-book/add-address" params={params} className={buttonClass('secondary')}>
            <Trans>Add address</Trans>
          </Link>
        )}
      </div>
      <p className={css.status} role="status" data-testid="address-book-status">
        {deleted && <Trans>The address was deleted.</Trans>}
      </p>
      {list.isPending ? (
        <p className={css.status}>
          <Trans>Loading addresses…</Trans>
        </p>
      ) : list.isError ? (
        <ListProblem error={list.error} retry={() => void list.refetch()} />
      ) : list.data.total === 0 ? (
        <div className={css.empty}>
          <Trans>You have no other addresses. Keep the places you send to often here.</Trans>
          <Link to="/{-$locale}/my-account/address-book/add-address" params={params} className={buttonClass('primary')}>
            <Trans>Add address</Trans>
          </Link>
        </div>
      ) : (
        <>
          <ul className={css.list} aria-busy={list.isPlaceholderData}>
            {list.data.items.map((address) => (
              <li key={address.id}>
                <OtherAddressCard address={address} locale={locale} onDelete={() => askToDelete(address)} />
              </li>
            ))}
          </ul>
          <AddressPages page={page} pages={pages} />
        </>
      )}
      <DeleteAddressDialog
        address={deleting}
        onCancel={() => setDeleting(null)}
        onDeleted={() => {
          justDeleted.current = true;
          setDeleting(null);
          setDeleted(true);
        }}
        // the Delete button that opened the dialog went with the address: the focus goes to the list's heading
        afterClose={() => {
          if (justDeleted.current) heading.current?.focus();
          justDeleted.current = false;
        }}
      />
    </section>
  );
}
