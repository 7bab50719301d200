import { activityById } from '../content/activities';
import { countryByIso } from '../content/countries';
import { assertBiMax, assertMax } from '../limits';
import { mediaPaths } from '../media-paths';
import { insert, type SqlValue } from '../sql';
import type { Trip } from '../trips';
import { langs } from '../types';
import { bookingTerms } from '../trips/terms';
import { buildRoute } from './route';
import { faqs, practicalInfo, seoDescription, seoTitle } from './trip-text';

/** Refuses a trip whose content breaks a promise of the seed (counts, lengths, complete languages). */
function validate(t: Trip): void {
  if (t.days.length < 2) throw new Error(`${t.key}: itinerary too short`);
  for (const lang of langs) {
    const n = t.highlights[lang].length;
    if (n < 5 || n > 8) throw new Error(`${t.key}: ${n} highlights in ${lang} (5-8 expected)`);
    if (t.includes[lang].length === 0 || t.excludes[lang].length === 0) throw new Error(`${t.key}: includes/excludes`);
  }
  if (t.highlights.en.length !== t.highlights.es.length) throw new Error(`${t.key}: highlights differ by language`);
  assertBiMax(`${t.key} title`, t.title, 120);
  if (t.stops.length < 2) throw new Error(`${t.key}: a route needs two stops`);
}

export function tripHero(t: Trip): string {
  return mediaPaths.tripHero(t.key);
}

export function tripGallery(t: Trip): string[] {
  const country = countryByIso(t.country);
  const activity = activityById(t.activity);
  return [
    tripHero(t),
    mediaPaths.countryPhoto(country.slug),
    mediaPaths.countryBanner(country.slug),
    mediaPaths.activityPhoto(activity.slug),
    mediaPaths.activityBanner(activity.slug),
  ];
}

export function tripsSql(trips: Trip[], priceFrom: Map<number, number>): string {
  trips.forEach(validate);
  const rows: Record<string, SqlValue>[] = trips.map((t) => ({
    id: t.id,
    country_id: countryByIso(t.country).id,
    activity_id: t.activity,
    duration_days: t.days.length,
    difficulty: t.difficulty,
    group_type: t.groupType,
    price_from_cents: priceFrom.get(t.id) ?? t.priceEuros * 100,
    discount_percent: t.discount ?? 0,
    deposit_percent: t.deposit ?? 30,
    deposit_min_days: bookingTerms(t).depositMinDays,
    balance_due_days: bookingTerms(t).balanceDueDays,
    cancellation_fees: bookingTerms(t).fees,
    hero_path: tripHero(t),
    gallery_paths: tripGallery(t),
    video_url: t.video ?? null,
    route: buildRoute(t.baseKey, t.stops),
    featured: t.featured ?? false,
    published: t.published ?? true,
  }));
  const translations: Record<string, SqlValue>[] = trips.flatMap((t) =>
    langs.map((lang) => {
      const country = countryByIso(t.country);
      return {
        trip_id: t.id,
        lang,
        slug: t.slug[lang],
        title: t.title[lang],
        summary: t.summary[lang],
        intro: t.intro[lang],
        highlights: t.highlights[lang],
        itinerary: t.days.map((d, i) => ({ day: i + 1, title: d[lang][0], description: d[lang][1] })),
        includes: t.includes[lang],
        excludes: [...t.excludes[lang], ...commonExcludes[lang]],
        practical_info: practicalInfo(lang, t),
        faqs: faqs(lang, t),
        seo_title: assertMax(`${t.key} seo_title`, seoTitle(lang, t, country.name[lang]), 60),
        seo_description: assertMax(`${t.key} seo_description`, seoDescription(lang, t), 160),
        booking_notes: bookingTerms(t).notes?.[lang] ?? null,
      };
    }),
  );
  return insert('trips', rows, { overriding: true }) + insert('trip_translations', translations);
}

const commonExcludes = {
  en: ['Travel insurance (mandatory)', 'Personal expenses and tips'],
  es: ['Seguro de viaje (obligatorio)', 'Gastos personales y propinas'],
};
