import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { controlled } from '../testing/live.ts';
import { hitOf } from './search-fixtures.ts';
import { fakeTimersPerTest } from '../testing/suite.ts';
import { SEARCH_DEBOUNCE_MS, searchMachine, type SuggestionsAnswer } from './search.machine.ts';

const hit = (productId: number) => hitOf(productId);

function start() {
  const searchSuggestions = controlled<SuggestionsAnswer, { query: string; limit: number }>();
  const shown: string[] = [];
  const actor = createActor(
    searchMachine.provide({
      actors: { searchSuggestions: searchSuggestions.logic },
      actions: { showAllResults: ({ context }) => void shown.push(context.query) },
    }),
  ).start();
  actor.send({ type: 'search.open' });
  return { actor, searchSuggestions, shown };
}

fakeTimersPerTest();

describe('search machine', () => {
  it('asks once for the last text when the shopper types fast', async () => {
    const { actor, searchSuggestions } = start();
    for (const query of ['i', 'ip', 'iph', 'ipho', 'iphone']) {
      actor.send({ type: 'search.query.change', query });
      await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 50);
    }
    await vi.advanceTimersByTimeAsync(50);
    expect(searchSuggestions.calls.map((c) => c.input.query)).toEqual(['iphone']);
  });

  it('never lets an older answer replace a newer one', async () => {
    const { actor, searchSuggestions } = start();
    actor.send({ type: 'search.query.change', query: 'ipad' });
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    const older = searchSuggestions.inFlight()!;
    actor.send({ type: 'search.query.change', query: 'mac' });
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    searchSuggestions.inFlight()!.resolve({ hits: [hit(3)], nbHits: 1 });
    older.resolve({ hits: [hit(1), hit(2)], nbHits: 2 });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context).toMatchObject({ query: 'mac', suggestions: [hit(3)], total: 1 });
  });

  it('keeps at most 3 suggestions and the total for the show-more link', async () => {
    const { actor, searchSuggestions } = start();
    actor.send({ type: 'search.query.change', query: 'iphone' });
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    searchSuggestions.inFlight()!.resolve({ hits: [1, 2, 3, 4, 5].map(hit), nbHits: 12 });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.suggestions.map((s) => s.productId)).toEqual([1, 2, 3]);
    expect(actor.getSnapshot().context.total).toBe(12);
  });

  it('shows a loading state only after 700 ms without an answer', async () => {
    const { actor } = start();
    actor.send({ type: 'search.query.change', query: 'watch' });
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS + 699);
    expect(actor.getSnapshot().matches({ open: { asking: 'quiet' } })).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().matches({ open: { asking: 'stalled' } })).toBe(true);
  });

  it('Enter shows all results for the text, even before suggestions came, and closes', async () => {
    const { actor, shown } = start();
    actor.send({ type: 'search.query.change', query: ' airpods ' });
    actor.send({ type: 'search.submit' });
    expect(shown).toEqual([' airpods ']);
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context.query).toBe('');
  });
});
