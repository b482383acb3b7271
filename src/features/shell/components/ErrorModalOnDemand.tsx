import { useEffect } from 'react';
import { useSelector } from '@xstate/react';
import { lazyPanel, OnFirstNeed } from '@/ui/OnFirstNeed';
import { useShellActors } from '../hooks/shell-actors';

const loadErrorModal = () => import('./ErrorModal');
const ErrorModal = lazyPanel(() => loadErrorModal().then((m) => m.ErrorModal));
/** After the first view, when the browser has nothing else to do: by then the shop's server may be gone. */
const LOAD_AFTER_MS = 3_000;

/**
 * The error modal; its code (and the dialog's) stays out of the first view and loads a few seconds after it: an error
 * that comes from a server that has stopped answering must still find the modal's code here.
 */
export function ErrorModalOnDemand() {
  useEffect(() => {
    const timer = setTimeout(() => void loadErrorModal().catch(() => {}), LOAD_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <OnFirstNeed needed={useSelector(useShellActors().errorModal, (s) => s.matches('shown'))}>
      <ErrorModal />
    </OnFirstNeed>
  );
}
