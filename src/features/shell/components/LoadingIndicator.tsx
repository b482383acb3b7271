import { useLingui } from '@lingui/react/macro';
import { showsLoadingModal } from '@machines/loadingRegistry/loadingRegistry.machine';
import { useSelector } from '@xstate/react';
import { useShellActors } from '../hooks/shell-actors';
import * as css from './shell.css';

/** Shown while any named operation but the cart fetch is running (spec section 4). */
export function LoadingIndicator() {
  const { t } = useLingui();
  const { loading } = useShellActors();
  const busy = useSelector(loading, (s) => showsLoadingModal(s.context));
  return busy ? <div className={css.loading} role="progressbar" aria-label={t`Loading`} data-testid="loading" /> : null;
}
