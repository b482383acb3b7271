import type { OrderData } from '@contract/order';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { errorText } from '@/lib/error-text';
import { ApiError } from '@/lib/http';
import { useHttp } from '@/lib/http-context';
import { Button } from '@/ui/Button';
import { Dialog } from '@/ui/Dialog';
import * as forms from '@/ui/forms/forms.css';
import { ordersApi } from '../api/orders-api';

/** Asks before an unpaid order is cancelled (POST /order/api/orders/{id}/cancel); a refusal shows the server's reason. */
export function CancelOrderDialog({
  orderId,
  open,
  onClose,
  onCancelled,
}: {
  orderId: string;
  open: boolean;
  onClose: () => void;
  onCancelled: (order: OrderData) => void;
}) {
  const { i18n } = useLingui();
  const http = useHttp();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const close = () => {
    setProblem(null);
    onClose();
  };
  const cancel = async () => {
    setBusy(true);
    setProblem(null);
    try {
      onCancelled(await ordersApi(http).cancel(orderId));
    } catch (error) {
      setProblem(errorText(i18n, { message: error instanceof ApiError && error.status !== 0 && error.status < 500 ? error.message : null }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      title={<Trans>Cancel order</Trans>}
      actions={
        <>
          <Button look="quiet" onClick={close}>
            <Trans>Keep the order</Trans>
          </Button>
          <Button onClick={() => void cancel()} disabled={busy} aria-busy={busy}>
            <Trans>Yes, cancel it</Trans>
          </Button>
        </>
      }
    >
      <p>
        <Trans>Are you sure you want to cancel order {orderId}? It can no longer be paid once cancelled.</Trans>
      </p>
      {problem && (
        <p className={forms.alert} role="alert" data-testid="cancel-problem">
          {problem}
        </p>
      )}
    </Dialog>
  );
}
