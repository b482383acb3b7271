import { setup } from 'xstate';
import { PROGRESS_BAR_MS, PROGRESS_THROTTLE_MS } from '../../contract/constants.ts';
import { PROGRESS_FADE_MS } from './progressBar.timing.ts';

export type ProgressBarEvent = { type: 'progress.start' } | { type: 'progress.finish' } | { type: 'progress.fail' };

/**
 * The navigation progress bar: shown only when a navigation takes longer than the throttle (200 ms), at most
 * for its duration (5000 ms); it fills and fades when the page is there, and turns red when a request fails.
 */
export const progressBarMachine = setup({
  types: {
    events: {} as ProgressBarEvent,
  },
  delays: {
    throttle: PROGRESS_THROTTLE_MS,
    duration: PROGRESS_BAR_MS,
    fade: PROGRESS_FADE_MS,
  },
}).createMachine({
  id: 'progressBar',
  description: 'The navigation progress bar: shown only for a navigation slower than 200 ms, for 5000 ms at most; red when a request fails.',
  initial: 'idle',
  states: {
    idle: {
      description: 'No bar.',
      on: { 'progress.start': { target: 'waiting', description: 'A navigation starts.' } },
    },
    waiting: {
      description: 'A navigation is under way; the bar waits 200 ms so quick pages show none.',
      after: { throttle: { target: 'running', description: 'The navigation takes longer than the throttle.' } },
      on: {
        'progress.finish': { target: 'idle', description: 'The page came before the bar was due.' },
        'progress.fail': { target: 'idle', description: 'The request failed before the bar was due.' },
      },
    },
    running: {
      description: 'The bar grows across the top of the page, for 5000 ms at most.',
      after: { duration: { target: 'finishing', description: 'The bar ends after its duration, whatever happens.' } },
      on: {
        'progress.start': { target: 'running', reenter: true, description: 'Another navigation starts its duration again.' },
        'progress.finish': { target: 'finishing', description: 'The page is there.' },
        'progress.fail': { target: 'failed', description: 'A request failed: the bar ends.' },
      },
    },
    finishing: {
      description: 'The bar is full and fades out.',
      after: { fade: { target: 'idle', description: 'Faded out.' } },
      on: { 'progress.start': { target: 'waiting', description: 'A new navigation starts.' } },
    },
    failed: {
      description: 'The bar shows the failure in red and fades out.',
      after: { fade: { target: 'idle', description: 'Faded out.' } },
      on: { 'progress.start': { target: 'waiting', description: 'A new navigation starts.' } },
    },
  },
});
