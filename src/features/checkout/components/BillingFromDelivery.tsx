import type { Address } from '@contract/customer';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAppActors } from '@/lib/app-actors';
import { errorText, refusalOf } from '@/lib/error-text';
import { useHttp } from '@/lib/http-context';
import { Button } from '@/ui/Button';
import * as forms from '@/ui/forms/forms.css';
import { checkoutApi } from '../api/checkout-api';
import * as css from './checkout.css';

/**
 * For a customer without a billing address: one press makes the chosen delivery address their billing address (in
 * the address book too), rather than a form to type it again. Most receipts go to the person the parcel goes to.
 */
export function BillingFromDelivery({ delivery, owner, onAdded }: { delivery: Address; owner: string; onAdded: () => void }) {
  const { i18n } = useLingui();
  const http = useHttp();
  const queryClient = useQueryClient();
  const { loadingRegistry, alertToast } = useAppActors();
  const copy = useMutation({
    mutationFn: async () => {
      loadingRegistry.send({ type: 'loading.start', operation: 'create-address' });
      try {
        return await checkoutApi(http).addBillingLike(delivery);
      } finally {
        loadingRegistry.send({ type: 'loading.end', operation: 'create-address' });
      }
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['addresses', owner] });
      alertToast.send({ type: 'toast.show', message: i18n._(msg`Your delivery address is now your billing address.`) });
      onAdded();
    },
  });
  const failure = refusalOf(copy.error);
  return (
    <div className={css.billingFromDelivery}>
      <p className={css.muted}>
        <Trans>You have no billing address yet. Your receipt can be made out to your delivery address.</Trans>
      </p>
      <Button look="secondary" busy={copy.isPending} onClick={() => copy.mutate()} data-testid="billing-from-delivery">
        <Trans>Use my delivery address</Trans>
      </Button>
      {copy.isError && (
        <p className={forms.error} role="alert">
          {errorText(i18n, { message: failure })}
        </p>
      )}
    </div>
  );
}
