'use client';

import type { ReactNode } from 'react';
import { isSearchActive } from '@/lib/search/state';
import { useUrlSearchState } from './url-search';

/**
 * Home page content that steps aside while a search is shown (a text or any filter in the URL), so the results are
 * not followed by unrelated trips. The page stays static: its HTML holds the content, which hydrates as sent, and the
 * browser, once it knows the URL (UrlSearchProvider), leaves it out.
 */
export function HiddenWhileSearching({ children }: { children: ReactNode }) {
  const state = useUrlSearchState();
  return state && isSearchActive(state) ? null : children;
}
