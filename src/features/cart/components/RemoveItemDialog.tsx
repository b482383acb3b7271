import type { CartItem } from '@contract/cart';
import { Trans } from '@lingui/react/macro';
import { Button } from '@/ui/Button';
import { Dialog } from '@/ui/Dialog';

export function RemoveItemDialog({
  item,
  onCancel,
  onConfirm,
  afterClose,
}: {
  item: CartItem | null;
  onCancel: () => void;
  onConfirm: () => void;
  afterClose: () => void;
}) {
  const name = item ? `${item.name} ${item.description}`.trim() : '';
  return (
    <Dialog
      open={item !== null}
      onClose={onCancel}
      afterClose={afterClose}
      title={<Trans>Remove item</Trans>}
      actions={
        <>
          <Button look="quiet" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
          <Button onClick={onConfirm}>
            <Trans>Sure</Trans>
          </Button>
        </>
      }
    >
      <p>
        <Trans>Are you sure you want to remove {name} from your bag?</Trans>
      </p>
    </Dialog>
  );
}
