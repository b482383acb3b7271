import type { Locale } from '@contract/constants';
import { searchMachine } from '@machines/search/search.machine';
import { useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { localeParam } from '@/lib/locale';
import { pageActorInspect } from '@/lib/page-actor-inspect';
import { SearchPanel } from './SearchPanel';

export interface SearchOverlayProps {
  locale: Locale;
  /** how often the shopper has pressed the header's search button: each press opens the overlay */
  opened: number;
  /** the header's search button, which has the focus back when the overlay closes */
  button: RefObject<HTMLButtonElement | null>;
  onOpenChange: (open: boolean) => void;
}

/** The search statechart and its overlay, loaded with the first press of the header's search button. */
export function SearchOverlay({ locale, opened, button, onOpenChange }: SearchOverlayProps) {
  const navigate = useNavigate();
  const current = useRef({ navigate, locale });
  current.current = { navigate, locale };
  const [machine] = useState(() =>
    searchMachine.provide({
      actors: {
        searchSuggestions: fromPromise(async ({ input }) =>
          (await import('../api/search-queries')).suggestions(current.current.locale, input.query, input.limit),
        ),
      },
      actions: {
        showAllResults: ({ context }) =>
          void current.current.navigate({
            to: '/{-$locale}/product-category',
            params: { locale: localeParam(current.current.locale) },
            search: { search: context.query.trim() },
          }),
        returnFocus: () => button.current?.focus(),
      },
    }),
  );
  const actor = useActorRef(machine, { inspect: pageActorInspect() });
  const open = useSelector(actor, (snapshot) => snapshot.matches('open'));
  useEffect(() => {
    if (opened > 0) actor.send({ type: 'search.open' });
  }, [actor, opened]);
  useEffect(() => onOpenChange(open), [onOpenChange, open]);
  return <SearchPanel actor={actor} locale={locale} />;
}
