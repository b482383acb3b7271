import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { liveEvents } from '../testing/live.ts';
import { modelRuns } from '../testing/model.ts';
import { fakeTimersPerTest, itReachesEveryStateAndTransition } from '../testing/suite.ts';
import { appModel } from './app.model.ts';

fakeTimersPerTest();

const runs = modelRuns(appModel);

describe('app model', () => {
  itReachesEveryStateAndTransition(appModel, runs);

  it.each(runs.flatMap((r) => r.paths.map((p) => [p.description, r.input!, p] as const)))('%s', async (_description, input, path) => {
    const actor = createActor(appModel.machine, { input }).start();
    const { miniCart, errorModal } = actor.getSnapshot().children;
    miniCart!.send({ type: 'miniCart.show' });
    await path.test({
      states: { running: (state) => expect(actor.getSnapshot().value).toEqual(state.value) },
      events: liveEvents(path, { machine: appModel.machine, actor, advance: (ms) => vi.advanceTimersByTimeAsync(ms) }),
    });
    // a page change closes the mini cart and moves the error modal's login redirect
    const moved = path.steps.some((s) => s.event.type === 'route.changed');
    expect(errorModal!.getSnapshot().context.redirect).toBe(moved ? '/cart' : input.path);
    expect(miniCart!.getSnapshot().value).toBe(moved ? 'closed' : 'open');
  });
});
