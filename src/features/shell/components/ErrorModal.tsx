import { Trans, useLingui } from '@lingui/react/macro';
import { shallowEqual, useSelector } from '@xstate/react';
import { errorText } from '@/lib/error-text';
import { Button } from '@/ui/Button';
import { Dialog } from '@/ui/Dialog';
import { useShellActors } from '../hooks/shell-actors';

/** The one error modal (spec section 8): the server's message, or the default text; OK confirms. */
export function ErrorModal() {
  const { i18n } = useLingui();
  const { errorModal } = useShellActors();
  const { shown, reason, message } = useSelector(
    errorModal,
    (s) => ({ shown: s.matches('shown'), reason: s.context.reason, message: s.context.message }),
    shallowEqual,
  );
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
      <p data-testid="error-message">{errorText(i18n, { reason, message })}</p>
    </Dialog>
  );
}
