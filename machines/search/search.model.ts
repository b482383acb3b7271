import { defineModel } from '../testing/model.ts';
import { hitOf } from './search-fixtures.ts';
import { searchMachine } from './search.machine.ts';

const IPHONE = hitOf(1001, 'iPhone 17 Pro Max');

export const searchModel = defineModel({
  machine: searchMachine,
  events: [
    { type: 'search.open' },
    { type: 'search.close' },
    { type: 'search.query.change', query: 'ไอโฟน' },
    { type: 'search.query.change', query: '' },
    { type: 'search.submit' },
    { type: 'xstate.done.actor.searchSuggestions', output: { hits: [IPHONE], nbHits: 1 } },
    { type: 'xstate.error.actor.searchSuggestions', error: { status: 0, message: 'Network error' } },
  ],
  instructions: {
    'search.open': () => 'press the search button in the header',
    'search.close': () => 'press Escape',
    'search.query.change': (e) => (e.query ? `type "${String(e.query)}" in the search box` : 'clear the search box'),
    'search.submit': () => 'press Enter',
    'xstate.done.actor.searchSuggestions': (e) => `the search answers ${(e.output as { nbHits: number }).nbHits} product(s)`,
    'xstate.error.actor.searchSuggestions': () => 'the search cannot be reached',
  },
});
