'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import type { Locale } from '@/lib/i18n/routing';
import { persistLanguage } from '@/lib/i18n/language';

/** Manual scroll restoration and a scroll to the top on every navigation (path or query). */
export function ScrollToTop() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  useEffect(() => {
    window.history.scrollRestoration = 'manual';
  }, []);
  useEffect(() => {
    if (!window.location.hash) window.scrollTo(0, 0);
  }, [pathname, search]);
  return null;
}

/**
 * The prefix is the interface language, so the stored preference follows it, written here in the browser after the
 * page is shown (a static page's response sets no cookie).
 */
export function LanguagePersistence({ lang }: { lang: Locale }) {
  useEffect(() => persistLanguage(lang), [lang]);
  return null;
}
