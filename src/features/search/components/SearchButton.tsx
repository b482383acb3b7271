import type { Locale } from '@contract/constants';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { lazyPanel, OnFirstNeed } from '@/ui/OnFirstNeed';
import type { TypedAhead } from './SearchOverlay';
import * as css from './search.css';

const loadOverlay = () => import('./SearchOverlay');
const SearchOverlay = lazyPanel(() => loadOverlay().then((m) => m.SearchOverlay));

/**
 * The header's search: a button that opens the overlay (its statechart, code and the search client load on first use).
 * While they load after the first press, a hidden field takes the focus in the press itself (a phone opens its keyboard
 * only then) and keeps what the shopper types, Enter included; the overlay's box starts with it.
 */
export function SearchButton({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const button = useRef<HTMLButtonElement>(null);
  const typeAhead = useRef<HTMLInputElement>(null);
  const submitted = useRef(false);
  const [opened, setOpened] = useState(0);
  const [open, setOpen] = useState(false);
  /** between the first press and the overlay's first opening (its box has the focus then, and the field may go) */
  const [loading, setLoading] = useState(false);
  const openChanged = useCallback((now: boolean) => {
    setOpen(now);
    if (now) setLoading(false);
  }, []);
  const typedAhead = (): TypedAhead => {
    const query = typeAhead.current?.value ?? '';
    const submit = submitted.current;
    if (typeAhead.current) typeAhead.current.value = '';
    submitted.current = false;
    // once Enter went with it the overlay closes at once, never to take the focus
    if (submit) setLoading(false);
    return { query, submit };
  };
  return (
    <>
      <button
        ref={button}
        type="button"
        className={css.openButton}
        aria-label={t`Search`}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerDown={() => void loadOverlay()}
        onClick={() => {
          // the field is there (and focused) within the press itself
          if (opened === 0)
            flushSync(() => {
              setLoading(true);
              setOpened(1);
            });
          else setOpened((times) => times + 1);
          typeAhead.current?.focus();
        }}
        data-testid="search-button"
      >
        <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden>
          <circle cx="10.5" cy="10.5" r="6.5" />
          <path d="m15.5 15.5 5 5" strokeLinecap="round" />
        </svg>
      </button>
      {loading && (
        <input
          ref={typeAhead}
          type="search"
          className={css.typeAhead}
          tabIndex={-1}
          aria-label={t`Search products`}
          autoComplete="off"
          onKeyDown={(event) => {
            if (event.key === 'Enter') submitted.current = true;
          }}
        />
      )}
      <OnFirstNeed needed={opened > 0} attempt={opened}>
        <SearchOverlay locale={locale} opened={opened} button={button} typedAhead={typedAhead} onOpenChange={openChanged} />
      </OnFirstNeed>
    </>
  );
}
