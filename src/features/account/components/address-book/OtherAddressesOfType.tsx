import type { Locale } from '@contract/constants';
import type { Address } from '@contract/customer';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useAppActors } from '@/lib/app-actors';
import { errorText, refusalOf } from '@/lib/error-text';
import { Button } from '@/ui/Button';
import { useAddressBook } from '../../hooks/address-book';
import { OtherAddressCard } from './OtherAddressCard';
import * as css from './address-book.css';
import { DeleteAddressDialog } from './DeleteAddressDialog';

/**
 * The delivery (or billing) addresses besides the default: checkout offers every one of them, so the address book
 * shows them too, each to edit, to make the default, or to delete. `onGone` takes the focus once one has gone.
 */
export function OtherAddressesOfType({
  type,
  addresses,
  unlisted,
  locale,
  onGone,
}: {
  type: 'shipping' | 'billing';
  addresses: Address[];
  /** addresses of this type beyond those a list answer holds */
  unlisted: number;
  locale: Locale;
  onGone: () => void;
}) {
  const { t, i18n } = useLingui();
  const { api, invalidate } = useAddressBook();
  const { alertToast } = useAppActors();
  const [deleting, setDeleting] = useState<Address | null>(null);
  const [promoting, setPromoting] = useState<number | null>(null);
  const [gone, setGone] = useState(false);
  const [deleted, setDeleted] = useState(false);
  const askToDelete = (address: Address) => {
    setDeleted(false);
    setDeleting(address);
  };
  const makeDefault = async (address: Address) => {
    setDeleted(false);
    setPromoting(address.id);
    try {
      await api.update(address.id, { isDefault: true });
      await invalidate();
      alertToast.send({
        type: 'toast.show',
        message: type === 'shipping' ? t`Checkout now delivers to this address.` : t`Tax invoices are now made out to this address.`,
      });
      onGone();
    } catch (error) {
      alertToast.send({ type: 'toast.show', message: errorText(i18n, { message: refusalOf(error) }) });
    } finally {
      setPromoting(null);
    }
  };
  const dialog = (
    <DeleteAddressDialog
      address={deleting}
      onCancel={() => setDeleting(null)}
      onDeleted={() => {
        setGone(true);
        setDeleted(true);
        setDeleting(null);
      }}
      afterClose={() => {
        if (gone) onGone();
        setGone(false);
      }}
    />
  );
  const makeDefaultLabel = ({ firstName, lastName }: Address) => {
    const name = `${firstName} ${lastName}`;
    return t`Make default: the address of ${name}`;
  };
  // the dialog stays in place while the last of them goes, to hand the focus on when it closes
  return (
    <>
      <p className={css.status} aria-live="polite">
        {deleted && <Trans>The address was deleted.</Trans>}
      </p>
      {addresses.length > 0 && (
        <div className={css.others}>
          <h3 className={css.othersTitle}>{type === 'shipping' ? <Trans>Other delivery addresses</Trans> : <Trans>Other billing addresses</Trans>}</h3>
          <ul className={css.othersList}>
            {addresses.map((address) => (
              <li key={address.id}>
                <OtherAddressCard
                  address={address}
                  locale={locale}
                  onDelete={() => askToDelete(address)}
                  extra={
                    <Button look="secondary" busy={promoting === address.id} onClick={() => void makeDefault(address)} aria-label={makeDefaultLabel(address)}>
                      <Trans>Make default</Trans>
                    </Button>
                  }
                />
              </li>
            ))}
          </ul>
          {unlisted > 0 && (
            <p className={css.status}>
              <Trans>{unlisted} more are not listed here: delete some of these to see them.</Trans>
            </p>
          )}
        </div>
      )}
      {dialog}
    </>
  );
}
