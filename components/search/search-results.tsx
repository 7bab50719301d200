'use client';

import { NextIntlClientProvider, useLocale, useTranslations } from 'next-intl';
import { use, useEffect, type ComponentProps } from 'react';
import { Link } from '@/lib/i18n/link';
import { pagePath } from '@/lib/i18n/pages';
import type { Locale } from '@/lib/i18n/routing';
import { loadSearch } from '@/lib/search/client-fetch';
import { serializeSearchState, type SearchState } from '@/lib/search/state';
import type { LabelledSearchPage } from '@/lib/search/types';
import { chipLabel, QueryChips } from './query-chips';
import { SearchPagination } from './search-pagination';
import type { ResultsMessages } from './search-options';
import { SearchResultCard } from './search-result-card';

/** What the nearest trips were found without: the query's own words for it, or the form filter's name. */
function useDroppedText({ dropped, reading }: LabelledSearchPage): string | null {
  const t = useTranslations('Search');
  const levels = useTranslations('Levels');
  const lang = useLocale() as Locale;
  if (!dropped || dropped.kind === 'all') return null;
  if (dropped.kind === 'text') return `“${reading.text ?? ''}”`;
  if (dropped.from === 'query') {
    const labels = reading.chips.filter((chip) => chip.kind === dropped.kind).map((chip) => `“${chipLabel(chip, t, lang, levels)}”`);
    if (labels.length > 0) return labels.join(', ');
  }
  return t(`dropped.${dropped.kind}`);
}

/**
 * One page of results for the URL's search; suspends while it loads, then tells `onLoaded` how many were found and
 * the count's text (the parent's live region says it). Its page links hand their query string to `onNavigate` first.
 */
export function SearchResults({ url, state, onLoaded, onNavigate }: {
  url: string;
  state: SearchState;
  onLoaded: (total: number, countText: string) => void;
  onNavigate: (query: string) => void;
}) {
  const t = useTranslations('Search');
  const privateRequest = pagePath(useLocale() as Locale, 'private-adventures');
  const found = use(loadSearch(url));
  const { results, pageSize, reading, dropped, countText } = found;
  // The nearest trips are not what was asked: the count says none were found, and they are not paged.
  const total = dropped ? 0 : found.total;
  const pages = dropped ? 1 : Math.max(1, Math.ceil(total / pageSize));
  const without = useDroppedText(found);
  useEffect(() => onLoaded(total, countText), [onLoaded, total, countText]);
  const firstPage = serializeSearchState({ ...state, page: 1 });
  return (
    <>
      <QueryChips chips={reading.chips} state={state} onNavigate={onNavigate} />
      {dropped && results.length > 0 ? (
        <div className="mt-6 rounded-lg border border-amber-300 bg-amber-50 p-4" data-testid="search-nearest">
          <p className="font-semibold">{without ? t('nearestWithout', { what: without }) : t('nearestAll')}</p>
          <Link href={privateRequest} className="mt-2 inline-flex min-h-11 items-center font-semibold underline" data-testid="search-private-request">
            {t('privateRequest')}
          </Link>
        </div>
      ) : null}
      {results.length === 0 ? (
        <div className="mt-6 rounded-lg border border-dashed border-slate-300 p-8 text-center" data-testid="search-empty">
          <p className="text-lg font-semibold">{t('noResults')}</p>
          <p className="mt-1 text-slate-600">{t('noResultsHint')}</p>
          <Link href={privateRequest} className="mt-4 inline-flex min-h-11 items-center font-semibold underline">
            {t('privateRequest')}
          </Link>
          {state.page > 1 ? (
            <Link
              href={{ pathname: '/', query: Object.fromEntries(firstPage) }}
              scroll={false}
              onClick={() => onNavigate(firstPage.toString())}
              className="mt-4 inline-flex min-h-11 items-center underline"
            >
              {t('firstPage')}
            </Link>
          ) : null}
        </div>
      ) : (
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="search-results">
          {results.map((trip, index) => (
            <SearchResultCard key={trip.id} trip={trip} first={index === 0} />
          ))}
        </ul>
      )}
      <SearchPagination state={state} pages={pages} onNavigate={onNavigate} />
    </>
  );
}

/** The results with the messages they format their texts from: this module brings next-intl's runtime with it. */
export function SearchResultsWithTexts({ lang, messages, ...props }: ComponentProps<typeof SearchResults> & { lang: Locale; messages: ResultsMessages }) {
  return (
    <NextIntlClientProvider locale={lang} messages={messages}>
      <SearchResults {...props} />
    </NextIntlClientProvider>
  );
}
