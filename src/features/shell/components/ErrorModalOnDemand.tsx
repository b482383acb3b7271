import { lazy } from 'react';
import { useSelector } from '@xstate/react';
import { OnFirstNeed } from '@/ui/OnFirstNeed';
import { useShellActors } from '../hooks/shell-actors';

const ErrorModal = lazy(() => import('./ErrorModal').then((m) => ({ default: m.ErrorModal })));

/** The error modal; its code (and the dialog's) loads the first time an error shows. */
export function ErrorModalOnDemand() {
  return (
    <OnFirstNeed needed={useSelector(useShellActors().errorModal, (s) => s.matches('shown'))}>
      <ErrorModal />
    </OnFirstNeed>
  );
}
