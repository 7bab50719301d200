import 'server-only';
import { notFound } from 'next/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { pageLocale } from '@/lib/i18n/page-locale';
import { parseId } from './load';
import { getTrip } from './trips';

/** Loads the trip of a travel/{id}/{slug} route, whatever the slug; `canonicalPath` is the language's own URL. */
export async function loadTripRoute(params: Promise<{ lang: string; id: string; slug: string }>, suffix = '') {
  const lang: Locale = await pageLocale(params);
  const { id: rawId } = await params;
  const id = parseId(rawId);
  const trip = id === null ? null : await getTrip(lang, id);
  if (!trip || id === null) notFound();
  const paths = {
    en: `/travel/${id}/${trip.slugs.en ?? trip.text.slug}${suffix}`,
    es: `/travel/${id}/${trip.slugs.es ?? trip.text.slug}${suffix}`,
  };
  return { lang, id, trip, paths, canonicalPath: `/${lang}${paths[lang]}` };
}
