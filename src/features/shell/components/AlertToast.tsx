import { useSelector } from '@xstate/react';
import { useShellActors } from '../hooks/shell-actors';
import * as css from './shell.css';

export function AlertToast() {
  const { alertToast } = useShellActors();
  const message = useSelector(alertToast, (s) => (s.matches('visible') ? s.context.message : null));
  if (!message) return null;
  return (
    <div className={css.toast} role="status" data-testid="toast">
      {message}
    </div>
  );
}
