import type { Locale } from '@contract/constants';
import { useLingui } from '@lingui/react/macro';
import { searchMachine } from '@machines/search/search.machine';
import { useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { lazy, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { localeParam } from '@/lib/locale';
import { OnFirstNeed } from '@/ui/OnFirstNeed';
import * as css from './search.css';
import { pageActorInspect } from '@/lib/page-actor-inspect';

const SearchPanel = lazy(() => import('./SearchPanel').then((m) => ({ default: m.SearchPanel })));

/** The header's search: a button that opens the overlay (its code and the search client load on first use). */
export function SearchButton({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const button = useRef<HTMLButtonElement>(null);
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
  return (
    <>
      <button
        ref={button}
        type="button"
        className={css.openButton}
        aria-label={t`Search`}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => actor.send({ type: 'search.open' })}
        data-testid="search-button"
      >
        <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden>
          <circle cx="10.5" cy="10.5" r="6.5" />
          <path d="m15.5 15.5 5 5" strokeLinecap="round" />
        </svg>
      </button>
      <OnFirstNeed needed={open}>
        <SearchPanel actor={actor} locale={locale} />
      </OnFirstNeed>
    </>
  );
}
