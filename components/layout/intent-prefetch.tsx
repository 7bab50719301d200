'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/**
 * Prefetches a shop link (`data-prefetch="intent"`, set by lib/i18n/navigation's Link) when the visitor reaches for it:
 * the pointer over it, a finger down on it, or keyboard focus. Those come 100–300 ms before the click, enough for the
 * page's payload to be there when it is clicked; nothing is fetched for links the visitor never goes near.
 * One set of listeners on the document, so a page's links add no work at hydration.
 */
export function IntentPrefetch() {
  const router = useRouter();
  useEffect(() => {
    const warmed = new Set<string>();
    const onIntent = (event: Event) => {
      const anchor = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[data-prefetch="intent"]') : null;
      if (!anchor || (anchor.target && anchor.target !== '_self')) return;
      const url = new URL(anchor.href);
      if (url.origin !== window.location.origin) return;
      const path = url.pathname + url.search;
      if (warmed.has(path) || path === window.location.pathname + window.location.search) return;
      warmed.add(path);
      router.prefetch(path);
    };
    const options = { capture: true, passive: true } as const;
    for (const type of ['pointerover', 'touchstart', 'focusin']) document.addEventListener(type, onIntent, options);
    return () => {
      for (const type of ['pointerover', 'touchstart', 'focusin']) document.removeEventListener(type, onIntent, options);
    };
  }, [router]);
  return null;
}
