import { Trans } from '@lingui/react/macro';
import * as css from './navigation.css';

/** Shown in the page's place when its code or data takes long to arrive. */
export function PageLoading() {
  return (
    <div className={css.pending} role="status" data-testid="page-loading">
      <span className={css.spinner} aria-hidden="true" />
      <span className={css.visuallyHidden}>
        <Trans>Loading</Trans>
      </span>
    </div>
  );
}
