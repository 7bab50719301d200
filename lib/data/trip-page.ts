import 'server-only';
import { notFound, permanentRedirect } from 'next/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { pageLocale } from '@/lib/i18n/page-locale';
import { tripPath } from '@/lib/trip-path';
import { parseId } from './load';
import { getTrip } from './trips';

/**
 * Loads the trip of a travel/{id}/{slug} route; `canonicalPath` is the language's own URL.
 * - The other language's slug is served as is (canonical link + a client fix of the address): the language switcher
 *   lands there, and only the browser can keep the query string while correcting the address.
 * - Any other slug (an old or mistyped one) redirects with 308 to the canonical URL. The page is ISR, so the
 *   redirect is rendered once per path and cached like the page; the query is dropped, which is acceptable for
 *   links that were wrong anyway, and search engines see one permanent move instead of a duplicate. A page rendered
 *   per request (the book page) passes its `query`, which the move keeps.
 */
export async function loadTripRoute(params: TripParams, suffix = '', query: QueryParams = {}) {
  const route = await findTripRoute(params, suffix, query);
  if (!route) notFound();
  return route;
}

type TripParams = Promise<{ lang: string; id: string; slug: string }>;
type QueryParams = Record<string, string | string[] | undefined>;

/** '?a=1&b=2' from a page's searchParams ('' when there are none). */
function searchOf(query: QueryParams): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) for (const one of [value ?? []].flat()) search.append(name, one);
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** loadTripRoute, with null for an unknown trip (the trip page answers it with a server-rendered not-found page). */
export async function findTripRoute(params: TripParams, suffix = '', query: QueryParams = {}) {
  const lang: Locale = await pageLocale(params);
  const { id: rawId, slug } = await params;
  const id = parseId(rawId);
  const trip = id === null ? null : await getTrip(lang, id);
  if (!trip || id === null) return null;
  const paths = {
    en: `${tripPath(id, trip.slugs.en ?? trip.text.slug)}${suffix}`,
    es: `${tripPath(id, trip.slugs.es ?? trip.text.slug)}${suffix}`,
  };
  const canonicalPath = `/${lang}${paths[lang]}`;
  const known = [trip.slugs.en, trip.slugs.es];
  if (!known.includes(slug) && !known.includes(decodeSlug(slug))) permanentRedirect(`${canonicalPath}${searchOf(query)}`);
  return { lang, id, trip, paths, canonicalPath };
}

function decodeSlug(slug: string): string {
  try {
    return decodeURIComponent(slug);
  } catch {
    return slug;
  }
}
