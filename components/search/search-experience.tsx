'use client';

import { lazy, memo, Suspense, useCallback, useState, type ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { forgetSearch, loadSearch, searchApiUrl } from '@/lib/search/client-fetch';
import { fetchTexts } from '@/lib/i18n/fetch-texts';
import type { Locale } from '@/lib/i18n/routing';
import { DEFAULT_STATE, isSearchActive, serializeSearchState, type SearchState } from '@/lib/search/state';
import { ResultsBoundary } from './results-boundary';
import { SearchForm } from './search-form';
import type { SearchChoices } from './search-options';
import { useUrlSearchState } from './url-search';
import { useReveal } from './use-reveal';

/**
 * The hero with the search form; `state` is the default while the URL is not known yet (static HTML, hydration).
 * Memoized, like the results below: the count arriving re-renders SearchExperience, and it used to render the form
 * (every activity, destination and month) and every result card again, a blocking render just after the results'.
 */
const SearchHero = memo(function SearchHero({ lang, heading, state, choices, live = false, onSearch }: {
  lang: Locale;
  heading: ReactNode;
  state: SearchState;
  choices: SearchChoices;
  /** True once the URL is known. */
  live?: boolean;
  onSearch?: (query: string) => void;
}) {
  // A shared link may name a month that is no longer offered; keep it selectable so it is not lost silently.
  const months = state.month && !choices.months.some((m) => m.value === state.month)
    ? [{ value: state.month, label: state.month }, ...choices.months]
    : choices.months;
  return (
    <section className="bg-brand-900 px-4 py-12 text-white sm:py-16">
      <div className="mx-auto max-w-6xl">
        {heading}
        <SearchForm key={serializeSearchState(state).toString()} lang={lang} state={state} choices={months === choices.months ? choices : { ...choices, months }} live={live} onSearch={onSearch} />
      </div>
    </section>
  );
});

/**
 * The results (their cards, chips, pages, the photos' code, and the message runtime their texts are formatted with)
 * load only once a search is shown: home's first load, which shows none, does not carry them. Their request starts
 * with the search's own (SearchExperience).
 */
const Results = lazy(() => import('./search-results').then((module) => ({ default: memo(module.SearchResultsWithTexts) })));

/**
 * Reads the search state from the URL (the only source of truth) and shows the form and, when searching, results.
 * A search the visitor asked for brings the results into view with focus on their heading; the number found is
 * announced by a live region that stays in the page while the results change under it.
 */
export function SearchExperience({ lang, heading, choices }: { lang: Locale; heading: ReactNode; choices: SearchChoices }) {
  const t = choices.texts;
  const fromUrl = useUrlSearchState();
  const state = fromUrl ?? DEFAULT_STATE;
  const query = serializeSearchState(state).toString();
  const url = searchApiUrl(lang, state);
  const { headingRef, reveal } = useReveal(query);
  const [loaded, setLoaded] = useState<{ url: string; total: number; countText: string } | null>(null);
  const onLoaded = useCallback((total: number, countText: string) => setLoaded({ url, total, countText }), [url]);
  const shown = loaded?.url === url ? loaded : null;
  const active = isSearchActive(state);
  // The search and the results' texts are fetched while the results' code loads, not after (each is asked once).
  if (active) {
    void loadSearch(url).catch(() => undefined);
    void fetchTexts(lang, 'search');
  }
  return (
    <>
      <SearchHero lang={lang} heading={heading} state={state} choices={choices} live={fromUrl !== null} onSearch={reveal} />
      {active ? (
        <section aria-labelledby="search-results-title" className="mx-auto max-w-6xl px-4 py-10" data-testid="search-section">
          {/* Below the sticky header when scrolled to; focused by script only (no ring: it is not a control), so a screen reader starts here. */}
          <h2 ref={headingRef} id="search-results-title" tabIndex={-1} className="scroll-mt-20 text-2xl font-semibold outline-none">
            {t.resultsTitle}
          </h2>
          {/* Empty while loading, then the count; with no results the visible empty state says it instead. */}
          <p role="status" className={shown?.total ? 'mt-2 text-slate-700' : 'sr-only'} data-testid="search-count">
            {shown === null ? '' : shown.countText}
          </p>
          <ResultsBoundary
            key={url}
            onRetry={() => {
              forgetSearch(url);
              void fetchTexts(lang, 'search', true);
            }}
            fallback={(retry) => (
              <div role="alert" className="mt-6 rounded-lg border border-red-200 bg-red-50 p-6" data-testid="search-error">
                <p className="font-semibold">{t.loadError}</p>
                <button type="button" onClick={retry} className="mt-3 min-h-11 rounded-md border border-slate-300 bg-white px-4 py-2 font-semibold">
                  {t.retry}
                </button>
              </div>
            )}
          >
            <Suspense fallback={<Spinner label={t.loading} />}>
              <Results lang={lang} url={url} state={state} onLoaded={onLoaded} onNavigate={reveal} />
            </Suspense>
          </ResultsBoundary>
        </section>
      ) : null}
    </>
  );
}
