import { locales } from './locales';
import type { Locale } from './routing';

/** The stored language preference (`EN` or `ES`); anything else reads as English. */
export const LANGUAGE_STORAGE_KEY = 'app_language';

export function parseStoredLanguage(value: string | null | undefined): Locale {
  return value === 'ES' ? 'es' : 'en';
}

export function storedLanguageValue(lang: Locale): 'EN' | 'ES' {
  return lang === 'es' ? 'ES' : 'EN';
}

/** Swaps the language prefix, or adds it when missing, keeping the rest of the path, the query and the hash. */
export function localizedHref(lang: Locale, pathname: string, search = '', hash = ''): string {
  const segments = pathname.split('/');
  const first = segments[1] ?? '';
  const rest = (locales as readonly string[]).includes(first) ? segments.slice(2) : segments.slice(1);
  // Empty segments are dropped so a path like "//x" can never become a protocol-relative URL.
  const tail = rest.filter((s) => s !== '').join('/');
  return `/${lang}${tail ? `/${tail}` : ''}${search}${hash}`;
}

/**
 * Stores the preference in the browser: localStorage, and a first-party cookie that the legacy language-less
 * redirects read. The server never writes it, so no page response carries a Set-Cookie and shared caches keep pages.
 */
export function persistLanguage(lang: Locale): void {
  const stored = storedLanguageValue(lang);
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, stored);
  } catch {
    // storage can be disabled; the cookie still carries the preference
  }
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${LANGUAGE_STORAGE_KEY}=${stored}; path=/; max-age=31536000; samesite=lax${secure}`;
}

/**
 * persistLanguage when the browser is idle (within two seconds at the latest), so the page's first visit does not
 * pay for it inside hydration: the first localStorage access of a document loads the origin's whole storage, and a
 * Lighthouse trace showed the write as a fifth of the passive-effects task. Returns a cancel for effect cleanup.
 */
export function persistLanguageWhenIdle(lang: Locale): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => persistLanguage(lang), { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(() => persistLanguage(lang), 0);
  return () => window.clearTimeout(handle);
}
