import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { controlled, liveEvents } from '../testing/live.ts';
import { modelRuns } from '../testing/model.ts';
import { fakeTimersPerTest, itReachesEveryStateAndTransition } from '../testing/suite.ts';
import type { SuggestionsAnswer } from './search.machine.ts';
import { searchModel } from './search.model.ts';

function start() {
  const searchSuggestions = controlled<SuggestionsAnswer, { query: string; limit: number }>();
  const effects = { shown: [] as string[], focusReturned: 0 };
  const machine = searchModel.machine.provide({
    actors: { searchSuggestions: searchSuggestions.logic },
    actions: {
      showAllResults: ({ context }) => void effects.shown.push(context.query),
      returnFocus: () => void effects.focusReturned++,
    },
  });
  const actor = createActor(machine).start();
  return {
    actor,
    effects,
    searchSuggestions,
    live: { machine, actor, actors: { searchSuggestions }, advance: (ms: number) => vi.advanceTimersByTimeAsync(ms) },
  };
}

fakeTimersPerTest();

const runs = modelRuns(searchModel);

describe('search model', () => {
  itReachesEveryStateAndTransition(searchModel, runs);

  it.each(runs.flatMap((r) => r.paths.map((p) => [p.description, p] as const)))('%s', async (_description, path) => {
    const { actor, effects, searchSuggestions, live } = start();
    const sameAsModel = (state: { value: unknown; context: unknown }) => {
      expect(actor.getSnapshot().value).toEqual(state.value);
      expect(actor.getSnapshot().context).toEqual(state.context);
    };
    const asking = (state: { value: unknown; context: { query: string } }) => {
      sameAsModel(state);
      expect(searchSuggestions.inFlight()?.input).toEqual({ query: state.context.query.trim(), limit: 3 });
    };
    await path.test({
      states: {
        closed: (state) => {
          sameAsModel(state);
          expect(searchSuggestions.inFlight()).toBeUndefined();
        },
        'open.empty': sameAsModel,
        'open.typing': (state) => {
          sameAsModel(state);
          expect(searchSuggestions.inFlight()).toBeUndefined();
        },
        'open.asking.quiet': asking,
        'open.asking.stalled': asking,
        'open.answered': sameAsModel,
        'open.failed': sameAsModel,
      },
      events: liveEvents(path, live),
    });
    // every submit showed the text that was typed
    expect(effects.shown.every((query) => query === 'ไอโฟน')).toBe(true);
  });
});
