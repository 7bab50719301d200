'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';
import type { Locale } from '@/lib/i18n/routing';
import { persistLanguageWhenIdle } from '@/lib/i18n/language';

/**
 * Manual scroll restoration and a scroll to the top on every navigation (path or query). The document's own load is
 * left to the browser, which starts at the top or at the hash: scrolling there again only forced a layout during
 * hydration.
 */
export function ScrollToTop() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const shown = useRef<string | null>(null);
  useEffect(() => {
    window.history.scrollRestoration = 'manual';
  }, []);
  useEffect(() => {
    const location = `${pathname}?${search}`;
    if (shown.current !== null && shown.current !== location && !window.location.hash) window.scrollTo(0, 0);
    shown.current = location;
  }, [pathname, search]);
  return null;
}

/**
 * The prefix is the interface language, so the stored preference follows it, written here in the browser once the
 * page is shown and the browser is idle (a static page's response sets no cookie).
 */
export function LanguagePersistence({ lang }: { lang: Locale }) {
  useEffect(() => persistLanguageWhenIdle(lang), [lang]);
  return null;
}
