import { Trans, useLingui } from '@lingui/react/macro';
import { errorText, refusalOf } from '@/lib/error-text';
import { Button } from '@/ui/Button';
import * as css from './address-book.css';

/** A list that could not be read: the reason in the shopper's language, and another try. */
export function ListProblem({ error, retry }: { error: Error; retry: () => void }) {
  const { i18n } = useLingui();
  const message = refusalOf(error);
  return (
    <div className={css.empty} role="alert">
      {errorText(i18n, { message })}
      <Button look="quiet" onClick={retry}>
        <Trans>Try again</Trans>
      </Button>
    </div>
  );
}
