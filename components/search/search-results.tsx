'use client';

import { useTranslations } from 'next-intl';
import { use } from 'react';
import { Link } from '@/lib/i18n/navigation';
import { loadSearch } from '@/lib/search/client-fetch';
import { serializeSearchState, type SearchState } from '@/lib/search/state';
import { SearchPagination } from './search-pagination';
import { SearchResultCard } from './search-result-card';

/** One page of results for the URL's search; suspends while it loads. */
export function SearchResults({ url, state }: { url: string; state: SearchState }) {
  const t = useTranslations('Search');
  const { results, total, pageSize } = use(loadSearch(url));
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <>
      {/* Announced politely on every change; with no results the visible empty state says it instead. */}
      <p role="status" className={results.length === 0 ? 'sr-only' : 'mt-2 text-slate-700'} data-testid="search-count">
        {t('resultsCount', { count: total })}
      </p>
      {results.length === 0 ? (
        <div className="mt-6 rounded-lg border border-dashed border-slate-300 p-8 text-center" data-testid="search-empty">
          <p className="text-lg font-semibold">{t('noResults')}</p>
          <p className="mt-1 text-slate-600">{t('noResultsHint')}</p>
          {state.page > 1 ? (
            <Link href={{ pathname: '/', query: Object.fromEntries(serializeSearchState({ ...state, page: 1 })) }} className="mt-4 inline-block underline">
              {t('firstPage')}
            </Link>
          ) : null}
        </div>
      ) : (
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="search-results">
          {results.map((trip) => (
            <SearchResultCard key={trip.id} trip={trip} />
          ))}
        </ul>
      )}
      <SearchPagination state={state} pages={pages} />
    </>
  );
}
