'use client';

import { useEffect } from 'react';

/**
 * A trip reached under another language's (or an old) slug is served as is, with its canonical link; in the browser
 * the address is corrected in place, keeping query and hash and adding no history entry. A server redirect from this
 * static page could not keep the query.
 */
export function SlugCanonicalizer({ path }: { path: string }) {
  useEffect(() => {
    if (window.location.pathname !== path) {
      window.history.replaceState(window.history.state, '', `${path}${window.location.search}${window.location.hash}`);
    }
  }, [path]);
  return null;
}
