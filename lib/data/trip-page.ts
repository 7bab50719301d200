import 'server-only';
import { permanentRedirect } from 'next/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';
import type { Locale } from '@/lib/i18n/routing';
import { tripPath } from '@/lib/trip-path';
import { parseId } from './load';
import { getTrip } from './trips';

type TripParams = Promise<{ lang: string; id: string; slug: string }>;

/**
 * The trip of a travel/{id}/{slug} route (`suffix` for its book page), null for an unknown trip (the pages answer it
 * with a server-rendered not-found page); `canonicalPath` is the language's own URL.
 * - The other language's slug is served as is (canonical link + a client fix of the address): the language switcher
 *   lands there, and only the browser can keep the query string while correcting the address.
 * - Any other slug (an old or mistyped one) redirects with 308 to the canonical URL. The pages are ISR, rendered once
 *   for every query, so the redirect cannot carry the query; the page cache never keeps it (lib/http/stored-responses),
 *   and search engines see one permanent move instead of a duplicate.
 */
export async function findTripRoute(params: TripParams, suffix = '') {
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
  if (!known.includes(slug) && !known.includes(decodeSlug(slug))) permanentRedirect(canonicalPath);
  return { lang, id, trip, paths, canonicalPath };
}

function decodeSlug(slug: string): string {
  try {
    return decodeURIComponent(slug);
  } catch {
    return slug;
  }
}
