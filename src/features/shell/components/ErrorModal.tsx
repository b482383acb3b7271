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
  const { shown, reason, message, canHide } = useSelector(
    errorModal,
    (s) => ({ shown: s.matches('shown'), reason: s.context.reason, message: s.context.message, canHide: s.context.canHide }),
    shallowEqual,
  );
  // a guest's heart or bag: not a fault but a step, named for where OK goes (the login page) and with a way out
  const login = reason === 'loginRequired';
  return (
    <Dialog
      open={shown}
      onClose={() => errorModal.send({ type: 'error.backdrop' })}
      title={login ? <Trans>Log in to continue</Trans> : <Trans>Something went wrong</Trans>}
      actions={
        <>
          {login && canHide && (
            <Button look="secondary" onClick={() => errorModal.send({ type: 'error.backdrop' })}>
              <Trans>Cancel</Trans>
            </Button>
          )}
          <Button onClick={() => errorModal.send({ type: 'error.confirm' })}>{login ? <Trans>Log in</Trans> : <Trans>OK</Trans>}</Button>
        </>
      }
    >
      <p data-testid="error-message">{errorText(i18n, { reason, message })}</p>
    </Dialog>
  );
}
