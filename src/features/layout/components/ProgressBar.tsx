import { progressBarMachine } from '@machines/progressBar/progressBar.machine';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { pageActorInspect } from '@/lib/page-actor-inspect';
import * as css from './overlays.css';

/**
 * The navigation progress bar: its statechart starts with each navigation and finishes when the router has
 * resolved it; a failed request (a page's data or any query) ends it in red.
 */
export function ProgressBar() {
  const actor = useActorRef(progressBarMachine, { inspect: pageActorInspect() });
  const router = useRouter();
  const queryClient = useQueryClient();
  useEffect(() => {
    const unsubscribe = [
      router.subscribe('onBeforeLoad', ({ pathChanged }) => {
        if (pathChanged) actor.send({ type: 'progress.start' });
      }),
      router.subscribe('onResolved', () => {
        const failed = router.state.matches.some((match) => match.status === 'error');
        actor.send({ type: failed ? 'progress.fail' : 'progress.finish' });
      }),
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'error') actor.send({ type: 'progress.fail' });
      }),
    ];
    return () => unsubscribe.forEach((stop) => stop());
  }, [actor, router, queryClient]);
  const state = useSelector(actor, (snapshot) => snapshot.value);
  if (state === 'idle' || state === 'waiting') return null;
  return <div className={css.progress} data-state={state} data-testid="progress-bar" aria-hidden />;
}
