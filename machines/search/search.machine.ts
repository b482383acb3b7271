import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { SEARCH_STALLED_MS, SEARCH_SUGGESTIONS } from '../../contract/constants.ts';
import type { SearchHit } from '../../contract/search.ts';

/** The search call's answer: the first products and how many match in all. */
export interface SuggestionsAnswer {
  hits: SearchHit[];
  nbHits: number;
}

export interface SearchContext {
  /** the text in the box, as typed */
  query: string;
  /** at most `SEARCH_SUGGESTIONS` products */
  suggestions: SearchHit[];
  /** how many products match in all (the show-more link's count) */
  total: number;
}

export type SearchEvent =
  | { type: 'search.open' }
  | { type: 'search.close' }
  | { type: 'search.query.change'; query: string }
  /** Enter, or the show-more link: all results of the text on the results page */
  | { type: 'search.submit' };

/** Waits after each keystroke before asking: typing fast asks once, for the last text. */
export const SEARCH_DEBOUNCE_MS = 150;

const hasText = (query: string) => query.trim().length > 0;

/**
 * The header's search overlay (spec section 2): up to 3 suggestions for the text typed, a loading state only
 * once an answer takes longer than 700 ms, Enter for all results. A new keystroke drops the question in flight,
 * so an older answer never replaces a newer one.
 */
export const searchMachine = setup({
  types: {
    context: {} as SearchContext,
    events: {} as SearchEvent,
  },
  actors: {
    // the app provides the real call (src/features/search); this default finds nothing
    searchSuggestions: fromPromise<SuggestionsAnswer, { query: string; limit: number }>(async () => ({ hits: [], nbHits: 0 })),
  },
  actions: {
    setQuery: assign(({ event }) => {
      assertEvent(event, 'search.query.change');
      return { query: event.query };
    }),
    clearQuery: assign({ query: '', suggestions: [], total: 0 }),
    clearSuggestions: assign({ suggestions: [], total: 0 }),
    setSuggestions: assign((_, answer: SuggestionsAnswer) => ({ suggestions: answer.hits.slice(0, SEARCH_SUGGESTIONS), total: answer.nbHits })),
    // the app provides: go to /product-category?search={query} and give focus back
    showAllResults: () => {},
    returnFocus: () => {},
  },
  guards: {
    typedText: ({ event }) => event.type === 'search.query.change' && hasText(event.query),
    hasText: ({ context }) => hasText(context.query),
  },
  delays: {
    debounce: SEARCH_DEBOUNCE_MS,
    stalled: SEARCH_STALLED_MS,
  },
}).createMachine({
  id: 'search',
  description: 'The search overlay of the header: suggestions while typing, all results on Enter.',
  context: { query: '', suggestions: [], total: 0 },
  initial: 'closed',
  states: {
    closed: {
      description: 'Only the search button shows.',
      on: { 'search.open': { target: 'open', description: 'The shopper presses the search button.' } },
    },
    open: {
      description: 'The overlay shows the search box, focused.',
      initial: 'empty',
      exit: 'returnFocus',
      on: {
        'search.close': { target: 'closed', actions: 'clearQuery', description: 'Escape, the close button or a click outside.' },
        'search.query.change': [
          { guard: 'typedText', target: '.typing', actions: ['setQuery', 'clearSuggestions'], description: 'The shopper types.' },
          { target: '.empty', actions: 'clearQuery', description: 'The shopper clears the box.' },
        ],
      },
      states: {
        empty: { description: 'Nothing typed: no suggestions.' },
        typing: {
          description: 'Waiting for the shopper to pause before asking.',
          after: { debounce: { target: 'asking', description: 'The shopper paused for 150 ms.' } },
          on: { 'search.submit': { target: '#search.closed', actions: ['showAllResults', 'clearQuery'], description: 'Enter: all results.' } },
        },
        asking: {
          description: 'The question for the last text is in flight.',
          invoke: {
            id: 'searchSuggestions',
            src: 'searchSuggestions',
            input: ({ context }) => ({ query: context.query.trim(), limit: SEARCH_SUGGESTIONS }),
            onDone: {
              target: 'answered',
              actions: { type: 'setSuggestions', params: ({ event }) => event.output },
              description: 'The answer for the last text: its first products and how many match.',
            },
            onError: { target: 'failed', description: 'The search could not answer.' },
          },
          initial: 'quiet',
          states: {
            quiet: {
              description: 'A quick answer shows without a loading state.',
              after: { stalled: { target: 'stalled', description: 'No answer after 700 ms.' } },
            },
            stalled: { description: 'The overlay says it is still searching.' },
          },
          on: { 'search.submit': { target: '#search.closed', actions: ['showAllResults', 'clearQuery'], description: 'Enter: all results.' } },
        },
        answered: {
          description: 'Up to 3 suggestions and a link to all results (or a message that nothing matches).',
          on: { 'search.submit': { target: '#search.closed', actions: ['showAllResults', 'clearQuery'], description: 'Enter or show more.' } },
        },
        failed: {
          description: 'The suggestions could not be loaded; Enter still shows all results.',
          on: { 'search.submit': { target: '#search.closed', actions: ['showAllResults', 'clearQuery'], description: 'Enter: all results.' } },
        },
      },
    },
  },
});
