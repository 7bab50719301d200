'use client';

import { useEffect, useState } from 'react';

/** Cycles through the texts (the search box's example phrases), one every `intervalMs`. */
export function useRotatingText(texts: readonly string[], intervalMs = 3500): string {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (texts.length < 2) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % texts.length), intervalMs);
    return () => window.clearInterval(timer);
  }, [texts.length, intervalMs]);
  return texts[index] ?? '';
}
