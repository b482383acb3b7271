import type { Locale } from '@contract/constants';
import { useLingui } from '@lingui/react/macro';
import { lazy, useRef, useState } from 'react';
import { OnFirstNeed } from '@/ui/OnFirstNeed';
import * as css from './search.css';

const SearchOverlay = lazy(() => import('./SearchOverlay').then((m) => ({ default: m.SearchOverlay })));

/** The header's search: a button that opens the overlay (its statechart, code and the search client load on first use). */
export function SearchButton({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const button = useRef<HTMLButtonElement>(null);
  const [opened, setOpened] = useState(0);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        ref={button}
        type="button"
        className={css.openButton}
        aria-label={t`Search`}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpened((times) => times + 1)}
        data-testid="search-button"
      >
        <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden>
          <circle cx="10.5" cy="10.5" r="6.5" />
          <path d="m15.5 15.5 5 5" strokeLinecap="round" />
        </svg>
      </button>
      <OnFirstNeed needed={opened > 0}>
        <SearchOverlay locale={locale} opened={opened} button={button} onOpenChange={setOpen} />
      </OnFirstNeed>
    </>
  );
}
