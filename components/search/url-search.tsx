'use client';

import { useSearchParams } from 'next/navigation';
import { createContext, Suspense, useContext, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { parseSearchState, type SearchState } from '@/lib/search/state';

const UrlSearchContext = createContext<SearchState | null>(null);

function UrlSearchReader({ onChange }: { onChange: (search: string) => void }) {
  const search = useSearchParams().toString();
  useLayoutEffect(() => onChange(search), [search, onChange]);
  return null;
}

/**
 * The search state the address holds, for the home page's search, without giving up the static HTML. Next renders a static
 * page's `useSearchParams` caller in the browser only, replacing everything up to its Suspense boundary after
 * hydration (the hero, the form and the featured trips, which made them the page's late largest paint). Here only an
 * empty reader waits for the browser; the content hydrates as sent, and learns the query right after.
 */
export function UrlSearchProvider({ children }: { children: ReactNode }) {
  const [search, setSearch] = useState<string | null>(null);
  const state = useMemo(() => (search === null ? null : parseSearchState(new URLSearchParams(search))), [search]);
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
