'use client';

import { useEffect, type RefObject } from 'react';

/**
 * Cycles a field's placeholder through the texts (the search box's example phrases), one every `intervalMs`, and
 * returns the first, which the field renders with. The later ones are written to the element itself: a placeholder
 * changing every few seconds for as long as the page is open is no state of the page, and as React state it made a
 * render and a commit of about a hundred fibers each time (`npm run bench -- renders`, home open and untouched).
 * React keeps rendering the first text, so it has no reason to write the attribute back.
 */
export function useRotatingPlaceholder(field: RefObject<HTMLInputElement | null>, texts: readonly string[], intervalMs = 3500): string {
  useEffect(() => {
    if (texts.length < 2) return;
    // Going on from the text shown, should the texts change.
    let index = Math.max(0, texts.indexOf(field.current?.placeholder ?? ''));
    const timer = window.setInterval(() => {
      index = (index + 1) % texts.length;
      if (field.current) field.current.placeholder = texts[index] ?? '';
    }, intervalMs);
    return () => window.clearInterval(timer);
  }, [field, texts, intervalMs]);
  return texts[0] ?? '';
}
