import 'server-only';
import { cache } from 'react';
import type { Locale } from '@/lib/i18n/routing';
import type { Database } from '@/lib/supabase/database.types';
import { loadAll, loadFirst, loadList, publicClient } from './load';

type Views = Database['public']['Views'];
type CountryRow = Pick<Views['en_countries']['Row'], 'id' | 'name' | 'foto_country' | 'num_viatges' | 'desc_150' | 'titulo_60'>;
type ActivityRow = Pick<
  Views['en_actividad_general']['Row'],
  'id' | 'name' | 'foto_actividad' | 'num_viatges' | 'desc_150' | 'banner_actividad' | 'titulo_60'
>;
export type Sponsor = Pick<Database['public']['Tables']['sponsors']['Row'], 'id' | 'name' | 'url'>;
export type CarouselSponsor = Database['public']['Tables']['carousel_sponsors']['Row'];

/** An activity or a destination country as the pages show it (the views' column names stay in this file). */
export interface CatalogueEntry {
  id: number;
  name: string;
  /** The landing page's heading (at most 60 characters), when the editors wrote one. */
  heading: string | null;
  /** At most 150 characters. */
  summary: string | null;
  /** The photo in lists and menus (a storage path). */
  photoPath: string | null;
  /** The landing page's banner (a storage path): an activity's own banner, a country's photo. */
  bannerPath: string | null;
  /** Published trips. */
  tripCount: number;
}

/** The two kinds of catalogue entry, each with its landing page at /{kind}/{id}. */
export type CatalogueKind = 'activity' | 'country';

const countryEntry = (row: CountryRow): CatalogueEntry | null =>
  row.id === null
    ? null
    : { id: row.id, name: row.name ?? '', heading: row.titulo_60, summary: row.desc_150, photoPath: row.foto_country, bannerPath: row.foto_country, tripCount: row.num_viatges ?? 0 };

const activityEntry = (row: ActivityRow): CatalogueEntry | null =>
  row.id === null
    ? null
    : { id: row.id, name: row.name ?? '', heading: row.titulo_60, summary: row.desc_150, photoPath: row.foto_actividad, bannerPath: row.banner_actividad, tripCount: row.num_viatges ?? 0 };

const countryView = (lang: Locale) =>
  publicClient().from(lang === 'es' ? 'es_countries' : 'en_countries').select('id, name, foto_country, num_viatges, desc_150, titulo_60');
const activityView = (lang: Locale) =>
  publicClient()
    .from(lang === 'es' ? 'es_actividad_general' : 'en_actividad_general')
    .select('id, name, foto_actividad, num_viatges, desc_150, banner_actividad, titulo_60');

/** Lists hold at most 24 entries, only those with trips, most trips first. */
const LIST_LIMIT = 24;

/** The countries' view rows under their SQL contract names (pages read them as CatalogueEntry, below). */
const getCountries = cache(
  (lang: Locale): Promise<CountryRow[]> =>
    loadList('countries', () => countryView(lang).gt('num_viatges', 0).order('num_viatges', { ascending: false }).limit(LIST_LIMIT)),
);

/** The activities' view rows, likewise. */
const getActivities = cache(
  (lang: Locale): Promise<ActivityRow[]> =>
    loadList('activities', () => activityView(lang).gt('num_viatges', 0).order('num_viatges', { ascending: false }).limit(LIST_LIMIT)),
);

export const listCountries = cache(async (lang: Locale): Promise<CatalogueEntry[]> =>
  (await getCountries(lang)).flatMap((row) => countryEntry(row) ?? []),
);

export const listActivities = cache(async (lang: Locale): Promise<CatalogueEntry[]> =>
  (await getActivities(lang)).flatMap((row) => activityEntry(row) ?? []),
);

/**
 * The ids of every country or activity of a language, from one cached list: an id no entry has is answered without a
 * query of its own, adding nothing to the data cache per id.
 */
const getEntryIds = cache(async (kind: CatalogueKind, lang: Locale): Promise<Set<number>> => {
  const view = kind === 'activity' ? (lang === 'es' ? 'es_actividad_general' : 'en_actividad_general') : lang === 'es' ? 'es_countries' : 'en_countries';
  const rows = await loadAll(`${kind} ids`, () => publicClient().from(view).select('id').limit(10_000));
  return new Set(rows.flatMap((row) => (row.id === null ? [] : [row.id])));
});

export const getCountry = cache(async (lang: Locale, id: number): Promise<CatalogueEntry | null> => {
  if (!(await getEntryIds('country', lang)).has(id)) return null;
  const row = await loadFirst('country', () => countryView(lang).eq('id', id).limit(1));
  return row && countryEntry(row);
});

export const getActivity = cache(async (lang: Locale, id: number): Promise<CatalogueEntry | null> => {
  if (!(await getEntryIds('activity', lang)).has(id)) return null;
  const row = await loadFirst('activity', () => activityView(lang).eq('id', id).limit(1));
  return row && activityEntry(row);
});

/** One activity or country, as its landing page loads it. */
export const getCatalogueEntry = (kind: CatalogueKind, lang: Locale, id: number) =>
  kind === 'activity' ? getActivity(lang, id) : getCountry(lang, id);

/** The activities or the countries, as their list page shows them. */
export const listCatalogue = (kind: CatalogueKind, lang: Locale) => (kind === 'activity' ? listActivities(lang) : listCountries(lang));

export const getSponsors = cache(
  (): Promise<Sponsor[]> =>
    loadList('sponsors', () => publicClient().from('sponsors').select('id, name, url').order('id', { ascending: true })),
);

export const getCarouselSponsors = cache(
  (): Promise<CarouselSponsor[]> =>
    loadList('carousel sponsors', () =>
      publicClient().from('carousel_sponsors').select('*').order('id', { ascending: true }),
    ),
);
