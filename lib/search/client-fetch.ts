import type { Locale } from '@/lib/i18n/routing';
import type { SearchState } from './state';
import { serializeSearchState } from './state';
import type { LabelledSearchPage } from './types';

/** The API URL of a search: the canonical query string, so equal searches share browser and CDN cache entries. */
export function searchApiUrl(lang: Locale, state: SearchState): string {
  const params = serializeSearchState(state);
  params.set('lang', lang);
  return `/api/search?${params.toString()}`;
}

// React's use() needs the same promise on every render of one search; kept small, oldest dropped first.
const pending = new Map<string, Promise<LabelledSearchPage>>();
const LIMIT = 30;

export class SearchLoadError extends Error {}

/** The results of a search URL, fetched once; a failed one stays failed until forgetSearch (the retry button). */
export function loadSearch(url: string): Promise<LabelledSearchPage> {
  const known = pending.get(url);
  if (known) return known;
  const promise = fetch(url, { headers: { accept: 'application/json' } }).then(async (response) => {
    if (!response.ok) throw new SearchLoadError(`search answered ${response.status}`);
    return (await response.json()) as LabelledSearchPage;
  });
  pending.set(url, promise);
  if (pending.size > LIMIT) {
    const oldest = pending.keys().next().value;
    if (oldest !== undefined && oldest !== url) pending.delete(oldest);
  }
  return promise;
}

export function forgetSearch(url: string): void {
  pending.delete(url);
}
