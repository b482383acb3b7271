import { Trans, useLingui } from '@lingui/react/macro';
import { errorText, refusalOf } from '@/lib/error-text';
import { Button } from '@/ui/Button';
import * as css from './orders.css';

/** Orders that could not be read: the reason in the shopper's language, and another try. */
export function OrderProblem({ error, retry }: { error: Error; retry: () => void }) {
  const { i18n } = useLingui();
  const message = refusalOf(error);
  return (
    <div className={css.problem} role="alert" data-testid="orders-problem">
      <p className={css.muted}>{errorText(i18n, { message })}</p>
      <Button look="quiet" onClick={retry}>
        <Trans>Try again</Trans>
      </Button>
    </div>
  );
}
