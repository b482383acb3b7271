import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { PROGRESS_BAR_MS, PROGRESS_THROTTLE_MS } from '../../contract/constants.ts';
import { fakeTimersPerTest } from '../testing/suite.ts';
import { progressBarMachine } from './progressBar.machine.ts';
import { PROGRESS_FADE_MS } from './progressBar.timing.ts';

fakeTimersPerTest();

const started = () => createActor(progressBarMachine).start();

describe('progressBar machine', () => {
  it('shows nothing for a navigation shorter than 200 ms', async () => {
    expect(PROGRESS_THROTTLE_MS).toBe(200);
    const actor = started();
    actor.send({ type: 'progress.start' });
    await vi.advanceTimersByTimeAsync(199);
    actor.send({ type: 'progress.finish' });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('runs after 200 ms and ends by itself after 5000 ms', async () => {
    expect(PROGRESS_BAR_MS).toBe(5000);
    const actor = started();
    actor.send({ type: 'progress.start' });
    await vi.advanceTimersByTimeAsync(200);
    expect(actor.getSnapshot().value).toBe('running');
    await vi.advanceTimersByTimeAsync(4999);
    expect(actor.getSnapshot().value).toBe('running');
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('finishing');
    await vi.advanceTimersByTimeAsync(PROGRESS_FADE_MS);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('a failed request ends the bar in red', async () => {
    const actor = started();
    actor.send({ type: 'progress.start' });
    await vi.advanceTimersByTimeAsync(300);
    actor.send({ type: 'progress.fail' });
    expect(actor.getSnapshot().value).toBe('failed');
    await vi.advanceTimersByTimeAsync(PROGRESS_FADE_MS);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('a navigation while running starts the 5000 ms again', async () => {
    const actor = started();
    actor.send({ type: 'progress.start' });
    await vi.advanceTimersByTimeAsync(4000);
    actor.send({ type: 'progress.start' });
    await vi.advanceTimersByTimeAsync(4000);
    expect(actor.getSnapshot().value).toBe('running');
  });
});
