import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useLazyActor } from '@/lib/lazy-actor';
import { Button } from '@/ui/Button';
import { Dialog } from '@/ui/Dialog';
import { useShellActors } from '../hooks/shell-actors';

/** The one error modal (spec section 8): the server's message, or the default text; OK confirms. */
export function ErrorModal() {
  const { t } = useLingui();
  const { errorModal } = useShellActors();
  const { shown, message } = useSelector(useLazyActor(errorModal), (s) => ({ shown: s?.matches('shown') ?? false, message: s?.context.message ?? null }));
  return (
    <Dialog
      open={shown}
      onClose={() => errorModal.send({ type: 'error.backdrop' })}
      title={<Trans>Something went wrong</Trans>}
      actions={
        <Button onClick={() => errorModal.send({ type: 'error.confirm' })}>
          <Trans>OK</Trans>
        </Button>
      }
    >
      <p data-testid="error-message">{message ?? t`Cannot complete the transaction, please try again later`}</p>
    </Dialog>
  );
}
