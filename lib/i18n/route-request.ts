import { parseStoredLanguage } from './language';
import { aliasedPageOf, aliasedPages } from './pages';
import { routing, type Locale } from './routing';
import { safeLocalPath } from './safe-path';

export type RouteDecision =
  | { kind: 'redirect'; location: string; status: 307 | 308; personal?: true }
  | { kind: 'rewrite'; pathname: string; lang: Locale }
  | { kind: 'next'; lang: Locale };

/** The old addresses without a language prefix: first segment -> how many segments follow it. */
const legacyWithIds: Record<string, number> = { travel: 2, country: 1, activity: 1 };
const legacySingles = new Set([
  'actividades', 'destinos', 'lugares', 'como-funciona', 'activities', 'destinations', 'places', 'how-it-works',
]);

const isLocale = (value: string | undefined): value is Locale =>
  (routing.locales as readonly string[]).includes(value ?? '');

const toEnglishHome = (): RouteDecision => ({ kind: 'redirect', location: '/en', status: 307 });

/** Aliased pages with pages below them (courses/{id}/{slug}/...): their first segment is aliased too. */
const nestedAliased = new Set<string>(['courses']);

/** The canonical path of a path under a language: aliases become the language's slug. */
function canonicalRest(lang: Locale, rest: string[]): string[] {
  const page = aliasedPageOf(rest[0] ?? '');
  if (rest.length === 1) return page ? [aliasedPages[page][lang]] : rest;
  return page && nestedAliased.has(page) ? [aliasedPages[page][lang], ...rest.slice(1)] : rest;
}

/**
 * What the middleware does with a request path (pure, so every rule is unit-tested):
 * - under /en or /es: non-canonical aliases redirect (308) within the language; Spanish slugs are rewritten to the
 *   route folder; everything else goes on (unknown pages become the localized 404);
 * - legacy language-less paths redirect (307) under the stored language, query kept; the target depends on the
 *   visitor's cookie, so such a redirect is `personal` and no shared cache may keep it;
 * - anything else, including every trick that could point elsewhere, redirects to /en.
 */
export function routeRequest(pathname: string, search: string, storedLanguage: string | undefined): RouteDecision {
  // Backslashes, control characters and doubled slashes never reach the routing table.
   
  if (/[\\\u0000-\u001f\u007f]|\/\//.test(pathname) || /%(2f|5c|0[0-9a-f]|1[0-9a-f])/i.test(pathname.split('/')[1] ?? '')) {
    return toEnglishHome();
  }
  const segments = pathname.split('/').slice(1);
  if (segments.at(-1) === '') segments.pop();
  const [first, ...rest] = segments;
  if (first === undefined) return toEnglishHome();

  if (isLocale(first)) {
    const canonical = canonicalRest(first, rest);
    if (canonical.join('/') !== rest.join('/')) {
      return { kind: 'redirect', location: safeLocalPath(`/${first}/${canonical.join('/')}${search}`), status: 308 };
    }
    const page = rest.length === 1 || nestedAliased.has(aliasedPageOf(rest[0] ?? '') ?? '') ? aliasedPageOf(rest[0] ?? '') : undefined;
    if (page && page !== rest[0]) return { kind: 'rewrite', pathname: `/${[first, page, ...rest.slice(1)].join('/')}`, lang: first };
    return { kind: 'next', lang: first };
  }

  const isLegacy = legacyWithIds[first] === rest.length || (legacySingles.has(first) && rest.length === 0);
  if (!isLegacy || rest.some((s) => s === '')) return toEnglishHome();
  const lang = parseStoredLanguage(storedLanguage);
  const path = rest.length === 0 ? canonicalRest(lang, [first]) : [first, ...rest];
  return { kind: 'redirect', location: safeLocalPath(`/${lang}/${path.join('/')}${search}`), status: 307, personal: true };
}
