import { expect, vi } from 'vitest';
import { createActor } from 'xstate';
import { liveEvents } from '../testing/live.ts';
import { describeModel, fakeTimersPerTest } from '../testing/suite.ts';
import { progressBarModel } from './progressBar.model.ts';

function start() {
  const machine = progressBarModel.machine;
  const actor = createActor(machine).start();
  return { actor, live: { machine, actor, advance: (ms: number) => vi.advanceTimersByTimeAsync(ms) } };
}

fakeTimersPerTest();

describeModel('progressBar', progressBarModel, async (path) => {
  const { actor, live } = start();
  const is = (value: string) => () => expect(actor.getSnapshot().value).toBe(value);
  await path.test({
    states: { idle: is('idle'), waiting: is('waiting'), running: is('running'), finishing: is('finishing'), failed: is('failed') },
    // a delayed step waits its delay - 1 ms, checks nothing moved yet, then 1 ms more
    events: liveEvents(path, live),
  });
});
