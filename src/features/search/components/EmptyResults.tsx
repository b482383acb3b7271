import type { Locale } from '@contract/constants';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { localeParam } from '@/lib/locale';
import * as css from './results.css';
import { Typed } from '@/ui/Typed';

/** Nothing matched: what to try instead, and the shop's main categories. */
export function EmptyResults({ text, locale, filtered, onClearFilters }: { text: string; locale: Locale; filtered: boolean; onClearFilters: () => void }) {
  const params = { locale: localeParam(locale) };
  const typed = <Typed text={text} />;
  return (
    <div className={css.empty} data-testid="search-empty">
      <h2>{text ? <Trans>No products match “{typed}”</Trans> : <Trans>No products match these filters</Trans>}</h2>
      <p>
        {text ? (
          <Trans>Check the spelling, try a shorter or more general word (for example “iPhone” or “iPad”), or remove a filter.</Trans>
        ) : (
          // no word was typed: only the filters can be the reason
          <Trans>Remove a filter or choose others to see more products.</Trans>
        )}
      </p>
      {filtered && (
        <p>
          <button type="button" className={css.chip} onClick={onClearFilters}>
            <Trans>Clear all filters</Trans>
          </button>
        </p>
      )}
      <p>
        <Trans>Or browse:</Trans>
      </p>
      <ul className={css.emptyLinks}>
        <li>
          <Link to="/{-$locale}/iphone" params={params} className={css.chip}>
            iPhone
          </Link>
        </li>
        <li>
          <Link to="/{-$locale}/ipad" params={params} className={css.chip}>
            iPad
          </Link>
        </li>
        <li>
          <Link to="/{-$locale}/mac" params={params} className={css.chip}>
            Mac
          </Link>
        </li>
        <li>
          <Link to="/{-$locale}/watch" params={params} className={css.chip}>
            Apple Watch
          </Link>
        </li>
        <li>
          <Link to="/{-$locale}/apple-accessories" params={params} className={css.chip}>
            <Trans>Accessories</Trans>
          </Link>
        </li>
      </ul>
    </div>
  );
}
