import type { Locale } from '@contract/constants';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { searchMachine } from '@machines/search/search.machine';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import { productPath } from '@/lib/links';
import { localeParam } from '@/lib/locale';
import { keepNumbersWithUnits } from '@/lib/thai-text';
import { ModelPrice } from '@/ui/ModelPrice';
import { ProductImage } from '@/ui/ProductImage';
import { QuickLinks } from './QuickLinks';
import * as css from './search.css';
import { Typed } from '@/ui/Typed';

/**
 * Arrow keys walk the search box and the links under it (suggestions and all results, or the quick links), as the
 * list of a shop's search does; Tab still goes everywhere.
 */
function walkLinks(dialog: HTMLDialogElement, key: string): boolean {
  if (key !== 'ArrowDown' && key !== 'ArrowUp') return false;
  const stops = [dialog.querySelector<HTMLElement>('input[type="search"]'), ...dialog.querySelectorAll<HTMLElement>('section a[href]')].filter(
    (stop): stop is HTMLElement => stop !== null,
  );
  const at = stops.indexOf(document.activeElement as HTMLElement);
  if (at === -1 || stops.length < 2) return false;
  const next = key === 'ArrowDown' ? Math.min(at + 1, stops.length - 1) : Math.max(at - 1, 0);
  stops[next]!.focus();
  return true;
}

/**
 * The search overlay (spec section 2): a modal sheet with the search box, up to 3 suggestions under a
 * product-recommendation heading and a link to all results. Escape, the close button or a click beside it close it.
 */
export function SearchPanel({
  actor,
  locale,
  onClosed,
}: {
  actor: ActorRefFrom<typeof searchMachine>;
  locale: Locale;
  onClosed: (dialog: HTMLDialogElement) => void;
}) {
  const { t } = useLingui();
  const dialog = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const open = useSelector(actor, (s) => s.matches('open'));
  const stalled = useSelector(actor, (s) => s.matches({ open: { asking: 'stalled' } }));
  const answered = useSelector(actor, (s) => s.matches({ open: 'answered' }));
  const failed = useSelector(actor, (s) => s.matches({ open: 'failed' }));
  const { query, suggestions, total } = useSelector(actor, (s) => s.context);
  const prefix = localeParam(locale);
  const text = query.trim();
  const typed = <Typed text={text} />;
  const close = () => actor.send({ type: 'search.close' });

  useEffect(() => {
    const element = dialog.current;
    if (open && element && !element.open) element.showModal();
    if (!open && element?.open) element.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      className={css.panel}
      aria-label={t`Search the shop`}
      data-testid="search-panel"
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      // a search field takes the first Escape to clear itself: the overlay closes on it instead
      onKeyDown={(event) => {
        if (walkLinks(event.currentTarget, event.key)) event.preventDefault();
        if (event.key !== 'Escape') return;
        event.preventDefault();
        close();
      }}
      onClick={(event) => event.target === event.currentTarget && close()}
      onClose={(event) => onClosed(event.currentTarget)}
    >
      <form
        role="search"
        className={css.form}
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'search.submit' });
        }}
      >
        <input
          type="search"
          className={css.field}
          value={query}
          onChange={(event) => actor.send({ type: 'search.query.change', query: event.target.value })}
          aria-label={t`Search products`}
          placeholder={t`Search iPhone, iPad, Mac…`}
          enterKeyHint="search"
          autoComplete="off"
          maxLength={256}
          autoFocus
        />
        <button type="button" className={css.close} onClick={close} aria-label={t`Close search`}>
          <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
            <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
          </svg>
        </button>
      </form>
      {text === '' && <QuickLinks locale={prefix} onFollow={close} />}
      <div aria-live="polite">
        {stalled && (
          <p className={css.status} role="status">
            <Trans>Searching…</Trans>
          </p>
        )}
        {failed && (
          <p className={css.status}>
            <Trans>Suggestions could not be loaded. Press Enter to see all results.</Trans>
          </p>
        )}
        {answered && suggestions.length === 0 && (
          <p className={css.status}>
            <Trans>No products match “{typed}”.</Trans>
          </p>
        )}
        {answered && suggestions.length > 0 && (
          <section aria-labelledby={headingId}>
            <h2 id={headingId} className={css.heading}>
              <Trans>Recommended products</Trans>
            </h2>
            <ul className={css.list} data-testid="search-suggestions">
              {suggestions.map((hit) => (
                <li key={hit.objectID}>
                  <Link
                    to="/{-$locale}/product/$slug"
                    params={{ locale: prefix, slug: productPath(hit.slug, hit.productId) }}
                    className={css.suggestion}
                    onClick={close}
                  >
                    <ProductImage image={hit.image} use="mini" decorative />
                    <span>
                      <span className={css.suggestionName}>{keepNumbersWithUnits(hit.productName)}</span>
                      <ModelPrice item={hit} />
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
            <Link to="/{-$locale}/product-category" params={{ locale: prefix }} search={{ search: text }} className={css.more} onClick={close}>
              <span>
                <Trans>
                  <Plural value={total} one="Show # result for" other="Show all # results for" /> <span className={css.query}>“{text}”</span>
                </Trans>
              </span>
            </Link>
          </section>
        )}
      </div>
    </dialog>
  );
}
