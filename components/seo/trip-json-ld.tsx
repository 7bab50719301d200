import { getTranslations } from 'next-intl/server';
import type { Departure, TripDetail } from '@/lib/data/trips';
import { storageUrl } from '@/lib/env';
import type { Locale } from '@/lib/i18n/routing';
import { breadcrumbJsonLd, tripJsonLd } from '@/lib/seo/json-ld';
import { absoluteUrl } from '@/lib/seo/metadata';
import { site } from '@/lib/site';
import { parseItinerary } from '@/lib/trip-content';
import { JsonLd } from './json-ld';

/** Product + TouristTrip with one offer per future departure, plus the page's breadcrumb trail. */
export async function TripJsonLd({ lang, trip, path, departures, homeLabel }: {
  lang: Locale;
  trip: TripDetail;
  path: string;
  departures: Departure[];
  homeLabel: string;
}) {
  const tg = await getTranslations({ locale: lang, namespace: 'Guarantee' });
  const { card, text, media } = trip;
  const url = absoluteUrl(lang, path);
  const images = [card.hero_path, ...(media?.gallery_paths ?? [])].flatMap((p) => storageUrl(p) ?? []);
  const product = tripJsonLd({
    lang,
    url,
    name: text.title,
    description: text.seo_description ?? text.summary ?? text.title,
    images: [...new Set(images)],
    sku: `trip-${card.id}`,
    brand: site.name,
    destination: card.country_name,
    durationDays: card.duration_days,
    rating: card.rating,
    reviewCount: card.review_count,
    priceFromCents: card.from_price_cents ?? 0,
    departures,
    itinerary: parseItinerary(text.itinerary).map((day) => day.title),
    today: new Date().toISOString().slice(0, 10),
    guaranteeTexts: { guaranteed: tg('guaranteed'), notYet: (count, min) => tg('offerNeeded', { count, min }) },
  });
  const breadcrumb = breadcrumbJsonLd([
    { name: homeLabel, url: absoluteUrl(lang, '/') },
    { name: card.country_name ?? '', url: absoluteUrl(lang, `/country/${card.country_id}`) },
    { name: card.activity_name ?? '', url: absoluteUrl(lang, `/activity/${card.activity_id}`) },
    { name: text.title, url },
  ]);
  return <JsonLd data={[product, breadcrumb]} />;
}
