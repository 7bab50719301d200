import { pagePath } from '@/lib/i18n/pages';
import type { Locale } from '@/lib/i18n/routing';
import { safeLocalPath } from '@/lib/i18n/safe-path';

/**
 * Where to send a traveller after an e-mail link: `next` may be a path or an absolute URL (the redirect URL the
 * sign-up page gave), but only a page of this site is accepted; anything else gives the language's home.
 */
export function safeNextPath(next: string | null | undefined, origins: string[], lang: Locale): string {
  const fallback = `/${lang}`;
  if (!next) return fallback;
  if (/^https?:\/\//i.test(next)) {
    let url: URL;
    try {
      url = new URL(next);
    } catch {
      return fallback;
    }
    if (!origins.some((origin) => origin === url.origin)) return fallback;
    return safeLocalPath(`${url.pathname}${url.search}${url.hash}`, fallback);
  }
  return safeLocalPath(next, fallback);
}

/**
 * My Account's sign-in, which sends the traveller back to `returnTo` (a path within the language, "/courses#plans-title")
 * once signed in, rather than leaving them on My Account.
 */
export function signInPath(lang: Locale, returnTo: string): string {
  return `/${lang}${pagePath(lang, 'account')}?${new URLSearchParams({ next: `/${lang}${returnTo}` })}`;
}
