'use client';

import { useCallback, useEffect, useRef } from 'react';
import { prefersReducedMotion } from '@/components/use-reduced-motion';

/**
 * Brings the results into view after a search the visitor asked for: `reveal(query)` is called with the query string
 * the search is about to show; once the URL holds it (now, when it already does), focus moves to the results heading
 * (so a screen reader reads on from there) and the view scrolls to it: smoothly, or in one jump for a visitor who
 * prefers reduced motion. It runs a frame after the URL's change, so it comes after the layout's scroll to the top.
 */
export function useReveal(currentQuery: string) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const pending = useRef<string | null>(null);
  const frame = useRef(0);

  const show = useCallback(() => {
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => {
      const heading = headingRef.current;
      if (!heading) return;
      heading.focus({ preventScroll: true });
      heading.scrollIntoView({ block: 'start', behavior: prefersReducedMotion() ? 'instant' : 'smooth' });
    });
  }, []);

  useEffect(() => {
    if (pending.current !== currentQuery) return;
    pending.current = null;
    show();
  }, [currentQuery, show]);

  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  const reveal = useCallback(
    (query: string) => {
      if (query === currentQuery) show();
      else pending.current = query;
    },
    [currentQuery, show],
  );

  return { headingRef, reveal };
}
