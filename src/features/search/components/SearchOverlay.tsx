import type { Locale } from '@contract/constants';
import { searchMachine } from '@machines/search/search.machine';
import { useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { localeParam } from '@/lib/locale';
import { pageActorInspect } from '@/lib/page-actor-inspect';
import { SearchPanel } from './SearchPanel';

/** What the shopper typed (and whether they pressed Enter) while the overlay loaded. */
export interface TypedAhead {
  query: string;
  submit: boolean;
}

export interface SearchOverlayProps {
  locale: Locale;
  /** how often the shopper has pressed the header's search button: each press opens the overlay */
  opened: number;
  /** the header's search button, which has the focus back when the overlay closes */
  button: RefObject<HTMLButtonElement | null>;
  /** takes what was typed before the overlay was there (once: it is then cleared) */
  typedAhead: () => TypedAhead;
  onOpenChange: (open: boolean) => void;
}

/** The search statechart and its overlay, loaded with the first press of the header's search button. */
export function SearchOverlay({ locale, opened, button, typedAhead, onOpenChange }: SearchOverlayProps) {
  const navigate = useNavigate();
  const current = useRef({ navigate, locale });
  const returning = useRef(false);
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
        // the dialog gives the focus back itself when it closes (see `focusBackAfterClose`)
        returnFocus: () => void (returning.current = true),
      },
    }),
  );
  const actor = useActorRef(machine, { inspect: pageActorInspect() });
  const open = useSelector(actor, (snapshot) => snapshot.matches('open'));
  useEffect(() => {
    if (opened === 0) return;
    actor.send({ type: 'search.open' });
    const early = typedAhead();
    if (early.query === '') return;
    actor.send({ type: 'search.query.change', query: early.query });
    if (early.submit) actor.send({ type: 'search.submit' });
    // typedAhead is read once per press, when the overlay opens
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actor, opened]);
  useEffect(() => onOpenChange(open), [onOpenChange, open]);
  // the dialog gives the focus back to what had it when it opened; after the first press that was the hidden field
  // of the search button, gone since, and the focus stays in the closed dialog: the button takes it then
  const focusBackAfterClose = (dialog: HTMLDialogElement) => {
    const at = document.activeElement;
    if (returning.current && (at === null || at === document.body || dialog.contains(at))) button.current?.focus();
    returning.current = false;
  };
  return <SearchPanel actor={actor} locale={locale} onClosed={focusBackAfterClose} />;
}
