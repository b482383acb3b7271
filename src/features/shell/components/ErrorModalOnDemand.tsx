import { lazy } from 'react';
import { useLazyActorRequested } from '@/lib/lazy-actor';
import { OnFirstNeed } from '@/ui/OnFirstNeed';
import { useShellActors } from '../hooks/shell-actors';

const ErrorModal = lazy(() => import('./ErrorModal').then((m) => ({ default: m.ErrorModal })));

/** The error modal; its code (and the dialog's) loads with its statechart, the first time an error is sent. */
export function ErrorModalOnDemand() {
  return (
    <OnFirstNeed needed={useLazyActorRequested(useShellActors().errorModal)}>
      <ErrorModal />
    </OnFirstNeed>
  );
}
