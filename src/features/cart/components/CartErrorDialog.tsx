import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/ui/Button';
import { Dialog } from '@/ui/Dialog';
import { cartErrorMessage } from '../cart-error-message';
import { useCart, useCartActor } from '../hooks/cart-actor';

export function CartErrorDialog() {
  const { i18n } = useLingui();
  const actor = useCartActor();
  const error = useCart((context) => context.error);
  const dismiss = () => actor.send({ type: 'cart.error.dismiss' });
  return (
    <Dialog
      open={error !== null}
      onClose={dismiss}
      title={<Trans>Something went wrong</Trans>}
      actions={
        <Button onClick={dismiss}>
          <Trans>OK</Trans>
        </Button>
      }
    >
      <p data-testid="cart-error">{error ? cartErrorMessage(i18n, error) : ''}</p>
    </Dialog>
  );
}
