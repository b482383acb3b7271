import type { Address } from '@contract/customer';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { errorText, refusalOf } from '@/lib/error-text';
import { ApiError } from '@/lib/http';
import { Button } from '@/ui/Button';
import { Dialog } from '@/ui/Dialog';
import * as forms from '@/ui/forms/forms.css';
import { useAddressBook } from '../../hooks/address-book';
import { addressOnOneLine, areaLine } from '@/lib/address-lines';

function DeleteQuestion({ address }: { address: Address }) {
  const { i18n } = useLingui();
  const name = `${address.firstName} ${address.lastName}`;
  const place = addressOnOneLine([address.address, areaLine(address, i18n.locale)], i18n.locale);
  return (
    <p>
      <Trans>
        Are you sure you want to delete the address of {name}, {place}?
      </Trans>
    </p>
  );
}

/** Asks before an address is deleted; deleting reloads the lists (spec section 4). */
export function DeleteAddressDialog({
  address,
  onCancel,
  onDeleted,
  afterClose,
}: {
  address: Address | null;
  onCancel: () => void;
  onDeleted: () => void;
  afterClose?: () => void;
}) {
  const { i18n } = useLingui();
  const { api, invalidate } = useAddressBook();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const close = () => {
    setProblem(null);
    onCancel();
  };
  const remove = async (id: number) => {
    setBusy(true);
    setProblem(null);
    try {
      await api.remove(id);
      await invalidate();
      onDeleted();
    } catch (error) {
      // already gone (another tab): the list is reloaded all the same
      if (error instanceof ApiError && error.status === 404) {
        await invalidate();
        onDeleted();
      } else setProblem(errorText(i18n, { message: refusalOf(error) }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={address !== null}
      onClose={close}
      afterClose={afterClose}
      title={<Trans>Delete address</Trans>}
      actions={
        <>
          <Button look="quiet" onClick={close}>
            <Trans>Cancel</Trans>
          </Button>
          <Button onClick={() => address && void remove(address.id)} disabled={busy} aria-busy={busy}>
            <Trans>Delete address</Trans>
          </Button>
        </>
      }
    >
      {address && <DeleteQuestion address={address} />}
      {problem && (
        <p className={forms.alert} role="alert">
          {problem}
        </p>
      )}
    </Dialog>
  );
}
