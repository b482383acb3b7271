import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useResultsSearch } from '../hooks/use-results-search';
import * as css from './results.css';

/**
 * The text of the results, to change it on the page; the refinements stay. The form stays as the results change, so
 * that a keyboard's focus stays in it; an address that changes the text otherwise (Back) shows its text in the field.
 */
export function ResultsSearchForm() {
  const { t } = useLingui();
  const [search, update] = useResultsSearch();
  const [text, setText] = useState(search.search ?? '');
  const [searched, setSearched] = useState(search.search);
  if (searched !== search.search) {
    setSearched(search.search);
    setText(search.search ?? '');
  }
  return (
    <form
      role="search"
      className={css.searchForm}
      onSubmit={(event) => {
        event.preventDefault();
        update({ search: text.trim() || undefined });
      }}
    >
      <input
        type="search"
        className={css.searchField}
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-label={t`Search products`}
        placeholder={t`Search iPhone, iPad, Mac…`}
        enterKeyHint="search"
        maxLength={256}
      />
      <button type="submit" className={css.chip}>
        {t`Search`}
      </button>
    </form>
  );
}
