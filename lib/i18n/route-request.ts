import { parseStoredLanguage } from './language';
import { localizedTemplate } from './pages';
import { fill, matchTemplate } from './route-match';
import { formerNames, legacyTemplates, routing, type Locale } from './routing';
import { safeLocalPath } from './safe-path';

export type RouteDecision =
  | { kind: 'redirect'; location: string; status: 307 | 308; personal?: true }
  /** No route answers the address: the language's one fixed not-found page does. */
  | { kind: 'not-found'; lang: Locale }
  /** A route of the table: next-intl's middleware serves it from its folder or moves it to this language's address. */
  | { kind: 'route'; lang: Locale };

const isLocale = (value: string | undefined): value is Locale =>
  (routing.locales as readonly string[]).includes(value ?? '');

const toEnglishHome = (): RouteDecision => ({ kind: 'redirect', location: '/en', status: 307 });

/**
 * What the middleware does with a page address, read from the one route table (lib/i18n/routing.ts); pure, so every
 * rule is unit-tested:
 * - under /en or /es: a former name moves (308) to its list; an address of the table goes to next-intl's middleware;
 *   anything else is the language's fixed not-found page;
 * - the SPEC's legacy addresses without a language move (307) under the stored language, query kept; the target
 *   depends on the visitor's cookie, so such a redirect is `personal` and no shared cache may keep it;
 * - anything else, including every trick that could point elsewhere, moves to /en.
 */
export function routeRequest(pathname: string, search: string, storedLanguage: string | undefined): RouteDecision {
  // Backslashes, control characters and doubled slashes never reach the routing table.
  if (/[\\\u0000-\u001f\u007f]|\/\//.test(pathname) || /%(2f|5c|0[0-9a-f]|1[0-9a-f])/i.test(pathname.split('/')[1] ?? '')) {
    return toEnglishHome();
  }
  const trimmed = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  const [, first, ...segments] = trimmed.split('/');
  if (!first) return toEnglishHome();
  const rest = `/${segments.join('/')}`;

  if (isLocale(first)) {
    const former = formerNames[rest];
    if (former) return { kind: 'redirect', location: safeLocalPath(`/${first}${localizedTemplate(first, former)}${search}`), status: 308 };
    return matchTemplate(rest) ? { kind: 'route', lang: first } : { kind: 'not-found', lang: first };
  }

  const legacy = matchTemplate(`/${[first, ...segments].join('/')}`, legacyTemplates);
  if (!legacy || Object.values(legacy.params).some((value) => value === '')) return toEnglishHome();
  const lang = parseStoredLanguage(storedLanguage);
  const target = fill(localizedTemplate(lang, legacy.template), legacy.params);
  return { kind: 'redirect', location: safeLocalPath(`/${lang}${target}${search}`), status: 307, personal: true };
}
