import { localizedHref, persistLanguage } from './language';
import type { Locale } from './routing';

/**
 * Switching language keeps the rest of the path, the query and the hash, replaces the history entry and swaps the
 * prefix.
 * A full navigation (location.replace) so the document language and every server-rendered text change together.
 */
export function switchLanguage(current: Locale, next: Locale): void {
  persistLanguage(next);
  if (next === current) return;
  const { pathname, search, hash } = window.location;
  window.location.replace(localizedHref(next, pathname, search, hash));
}
