import type { CategorySlug } from '@contract/catalogue';
import { Trans } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useDeferredValue, useEffect, useMemo } from 'react';
import { ProductGrid } from '@/features/catalogue/components/ProductGrid';
import { FavouriteButton } from '@/features/favourite/components/FavouriteButton';
import { RESULTS_LIST, resultProduct } from '@/features/search/analytics';
import { resultsQuery } from '@/features/search/api/search-queries';
import { EmptyResults } from '@/features/search/components/EmptyResults';
import { Facets } from '@/features/search/components/Facets';
import { Pagination } from '@/features/search/components/Pagination';
import { PastLastPage } from '@/features/search/components/PastLastPage';
import { ResultsLayout } from '@/features/search/components/ResultsLayout';
import { ResultsSearchForm } from '@/features/search/components/ResultsSearchForm';
import { ActiveFilters, SortSelect } from '@/features/search/components/ResultsTools';
import { inRefinedColour } from '@/features/search/colour-names';
import { useColoursInPageLanguage } from '@/features/search/hooks/use-colours-in-page-language';
import { useResultsSearch } from '@/features/search/hooks/use-results-search';
import { RESULTS_PER_PAGE, valuesOf } from '@/features/search/results-search';
import { trackSelectItem, trackViewItemList } from '@/lib/analytics';
import { useCategoryName } from '@/lib/category-names';
import { localeOf, localeParam } from '@/lib/locale';
import * as css from './-page.css';
import { useViewMode } from './-view-mode';
import { Typed } from '@/ui/Typed';

/** The search results page: the text, filters, sort, the products in grid or list, and pages. */
export function ResultsPage({ category }: { category?: CategorySlug }) {
  const locale = localeOf(useParams({ strict: false }).locale);
  const categoryName = useCategoryName();
  const [{ view: _view, ...search }, update] = useResultsSearch();
  const [mode, setMode] = useViewMode();
  // the results of the address before, until the new address's have come: suspending would hide the page, and the
  // ticked box or the sort the shopper is on would lose the focus
  const shown = useDeferredValue(search);
  const { data: results } = useSuspenseQuery(resultsQuery(locale, shown, category));
  useColoursInPageLanguage(locale, shown.colour, results.hits);
  const cards = useMemo(() => inRefinedColour(valuesOf(shown.colour), results.hits), [shown.colour, results.hits]);
  const offset = (results.page - 1) * RESULTS_PER_PAGE;
  const text = search.search ?? '';
  const typed = <Typed text={text} />;
  const filtered = [search.category, search.colour, search.capacity, search.min, search.max].some((value) => value !== undefined);

  useEffect(() => {
    trackViewItemList(RESULTS_LIST, results.hits.map(resultProduct), offset);
  }, [results, offset]);

  return (
    <>
      <h1 className={css.title}>{text ? <Trans>Search results for “{typed}”</Trans> : category ? categoryName(category) : <Trans>Search products</Trans>}</h1>
      <ResultsSearchForm />
      {/* with nothing found and nothing ticked there is nothing to filter */}
      <ResultsLayout filters={results.nbHits > 0 || filtered ? <Facets results={results} withCategory={!category} /> : null}>
        <ActiveFilters />
        {results.nbHits === 0 ? (
          <EmptyResults
            text={text}
            locale={locale}
            filtered={filtered}
            onClearFilters={() => update({ category: undefined, colour: undefined, capacity: undefined, min: undefined, max: undefined })}
          />
        ) : results.hits.length === 0 ? (
          <PastLastPage pages={results.nbPages} />
        ) : (
          <>
            <ProductGrid
              items={cards}
              total={results.nbHits}
              tools={<SortSelect />}
              mode={mode}
              locale={localeParam(locale)}
              onModeChange={setMode}
              headingLevel={2}
              favourite={(item) => <FavouriteButton productId={item.productId} name={item.productName} />}
              onSelect={(item, index) => {
                const hit = results.hits.find((h) => h.productId === item.productId)!;
                trackSelectItem(RESULTS_LIST, resultProduct(hit), offset + index);
              }}
            />
            <Pagination page={results.page} pages={results.nbPages} />
          </>
        )}
      </ResultsLayout>
    </>
  );
}
