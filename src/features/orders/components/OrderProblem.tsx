import { Trans, useLingui } from '@lingui/react/macro';
import { errorText } from '@/lib/error-text';
import { ApiError } from '@/lib/http';
import { Button } from '@/ui/Button';
import * as css from './orders.css';

/** Orders that could not be read: the reason in the shopper's language, and another try. */
export function OrderProblem({ error, retry }: { error: Error; retry: () => void }) {
  const { i18n } = useLingui();
  const message = error instanceof ApiError && error.status !== 0 && error.status < 500 ? error.message : null;
  return (
    <div className={css.problem} role="alert" data-testid="orders-problem">
      <p className={css.muted}>{errorText(i18n, { message })}</p>
      <Button look="quiet" onClick={retry}>
        <Trans>Try again</Trans>
      </Button>
    </div>
  );
}
