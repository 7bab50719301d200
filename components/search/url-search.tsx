'use client';

import { useSearchParams } from 'next/navigation';
import { createContext, startTransition, Suspense, useContext, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { DEFAULT_STATE, isSearchActive, parseSearchState, type SearchState } from '@/lib/search/state';

const UrlSearchContext = createContext<SearchState | null>(null);

/**
 * Hands the address's query on as a transition: the render it starts (the form set to the query, the results
 * section) yields to the browser every few milliseconds instead of holding the main thread in one task right after
 * hydration. On a phone's CPU (Chromium throttled 4x, six loads of `/en?q=trek` each) the blocking time after first
 * paint went from 70-125 ms to 64-83 ms.
 */
function UrlSearchReader({ onChange }: { onChange: (search: string) => void }) {
  const search = useSearchParams().toString();
  useLayoutEffect(() => startTransition(() => onChange(search)), [search, onChange]);
  return null;
}

/**
 * An address without a search is the very state the static HTML was rendered with (DEFAULT_STATE, the same object),
 * so the form's filters, which take it, are not rendered again once the address is read: on home's first load that
 * render was 217 fibers, a quarter of the page's tree (`npm run bench -- renders`).
 */
function urlState(search: string): SearchState {
  const state = parseSearchState(new URLSearchParams(search));
  return isSearchActive(state) ? state : DEFAULT_STATE;
}

/**
 * The search state the address holds, for the home page's search, without giving up the static HTML. Next renders a static
 * page's `useSearchParams` caller in the browser only, replacing everything up to its Suspense boundary after
 * hydration (the hero, the form and the featured trips, which made them the page's late largest paint). Here only an
 * empty reader waits for the browser; the content hydrates as sent, and learns the query right after.
 */
export function UrlSearchProvider({ children }: { children: ReactNode }) {
  const [search, setSearch] = useState<string | null>(null);
  const state = useMemo(() => (search === null ? null : urlState(search)), [search]);
  return (
    <UrlSearchContext value={state}>
      <Suspense fallback={null}>
        <UrlSearchReader onChange={setSearch} />
      </Suspense>
      {children}
    </UrlSearchContext>
  );
}

/** The search state the address holds, or null in the static HTML and until the browser has read the address. */
export const useUrlSearchState = () => useContext(UrlSearchContext);
