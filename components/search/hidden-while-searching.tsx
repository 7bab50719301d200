'use client';

import { useSearchParams } from 'next/navigation';
import { Suspense, type ReactNode } from 'react';
import { isSearchActive, parseSearchState } from '@/lib/search/state';

function UnlessSearching({ children }: { children: ReactNode }) {
  return isSearchActive(parseSearchState(useSearchParams())) ? null : children;
}

/**
 * Home page content that steps aside while a search is shown (a text or any filter in the URL), so the results are
 * not followed by unrelated trips. The page stays static: its HTML holds the content, and the browser, once it knows
 * the URL, leaves it out. The children are sent once and used in both places.
 */
export function HiddenWhileSearching({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={children}>
      <UnlessSearching>{children}</UnlessSearching>
    </Suspense>
  );
}
