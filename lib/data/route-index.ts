import 'server-only';
import { createClient } from '@supabase/supabase-js';
import { supabaseEnv } from '@/lib/env';
import type { Locale } from '@/lib/i18n/routing';
import type { Database } from '@/lib/supabase/database.types';

/**
 * Which catalogue pages exist, per language: the ids (and a trip's or course's slugs) that the country, activity,
 * blog, trip and course pages would find. It lets a request for an unknown id be answered before anything renders or is cached.
 */
export interface RouteIndex {
  trips: Map<number, { slugs: Partial<Record<Locale, string>>; langs: Set<Locale>; reviews: number }>;
  countries: Record<Locale, Set<number>>;
  activities: Record<Locale, Set<number>>;
  posts: Record<Locale, Set<number>>;
  courses: Map<number, Partial<Record<Locale, string>>>;
}

// A hosted project answers at most 1,000 rows per request (PostgREST max-rows), so lists are read in pages.
const PAGE = 1000;
const TIMEOUT_MS = 3000;

type Rows<T> = PromiseLike<{ data: T[] | null; error: { message: string } | null }>;

async function all<T>(label: string, page: (from: number, to: number) => Rows<T>): Promise<T[]> {
  const rows: T[] = [];
  for (let from = 0; ; from += PAGE) {
    const { data, error } = await page(from, from + PAGE - 1);
    if (error) throw new Error(`${label} could not be loaded: ${error.message}`);
    rows.push(...(data ?? []));
    if ((data ?? []).length < PAGE) return rows;
  }
}

const isLocale = (lang: string): lang is Locale => lang === 'en' || lang === 'es';

/** Reads the index as an anonymous visitor (RLS shows published rows only); throws when the backend fails. */
export async function loadRouteIndex(): Promise<RouteIndex> {
  const { url, anonKey } = supabaseEnv();
  const client = createClient<Database>(url, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: (input, init) => fetch(input, { ...init, cache: 'no-store', signal: AbortSignal.timeout(TIMEOUT_MS) }) },
  });
  const ids = (view: 'en_countries' | 'es_countries' | 'en_actividad_general' | 'es_actividad_general') =>
    all(view, (from, to) => client.from(view).select('id').order('id').range(from, to)).then(
      (rows) => new Set(rows.flatMap((r) => (r.id === null ? [] : [r.id]))),
    );
  const [cards, texts, enCountries, esCountries, enActivities, esActivities, posts, courseTexts] = await Promise.all([
    all('trip cards', (from, to) => client.from('trip_cards').select('id, lang, review_count').order('id').order('lang').range(from, to)),
    all('trip slugs', (from, to) => client.from('trip_translations').select('trip_id, lang, slug').order('trip_id').order('lang').range(from, to)),
    ids('en_countries'),
    ids('es_countries'),
    ids('en_actividad_general'),
    ids('es_actividad_general'),
    all('blog posts', (from, to) => client.from('blog_post_translations').select('post_id, lang').order('post_id').order('lang').range(from, to)),
    all('course slugs', (from, to) => client.from('course_translations').select('course_id, lang, slug').order('course_id').order('lang').range(from, to)),
  ]);
  const trips: RouteIndex['trips'] = new Map();
  for (const card of cards) {
    if (card.id === null || card.lang === null || !isLocale(card.lang)) continue;
    const trip = trips.get(card.id) ?? { slugs: {}, langs: new Set<Locale>(), reviews: 0 };
    trip.langs.add(card.lang);
    trip.reviews = Math.max(trip.reviews, card.review_count ?? 0);
    trips.set(card.id, trip);
  }
  for (const text of texts) {
    const trip = trips.get(text.trip_id);
    if (trip && isLocale(text.lang)) trip.slugs[text.lang] = text.slug;
  }
  const postsByLang: RouteIndex['posts'] = { en: new Set(), es: new Set() };
  for (const post of posts) if (isLocale(post.lang)) postsByLang[post.lang].add(post.post_id);
  const courses: RouteIndex['courses'] = new Map();
  for (const text of courseTexts) {
    if (!isLocale(text.lang)) continue;
    courses.set(text.course_id, { ...courses.get(text.course_id), [text.lang]: text.slug });
  }
  return {
    trips,
    courses,
    countries: { en: enCountries, es: esCountries },
    activities: { en: enActivities, es: esActivities },
    posts: postsByLang,
  };
}
