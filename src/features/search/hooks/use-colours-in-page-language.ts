import type { Locale } from '@contract/constants';
import type { SearchHit } from '@contract/search';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { colourNamesIn } from '../colour-names';
import { listOf, type ResultsSearch, valuesOf } from '../results-search';

/**
 * A colour refined in the other language (the language switched on the results page, or a shared link) is put in
 * the address as this page's language names it, in place of the entry: its box shows ticked and its chip reads
 * in the page's language. The results do not change; the engine matches a colour in either language.
 */
export function useColoursInPageLanguage(locale: Locale, shownColour: string | undefined, hits: SearchHit[]) {
  const navigate = useNavigate();
  const address = useRouterState({ select: (state) => state.location.search }) as ResultsSearch;
  useEffect(() => {
    // the hits are those of the colours shown; once the shopper has changed them, the address is theirs
    if (address.colour !== shownColour) return;
    const refined = valuesOf(shownColour);
    const named = colourNamesIn(locale, refined, hits);
    if (named.every((name, index) => name === refined[index])) return;
    void navigate({ to: '.', search: { ...address, colour: listOf(named) }, replace: true, resetScroll: false });
  }, [locale, address, shownColour, hits, navigate]);
}
