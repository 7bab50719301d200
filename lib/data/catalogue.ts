import 'server-only';
import { cache } from 'react';
import type { Locale } from '@/lib/i18n/routing';
import { createCatalogueClient } from '@/lib/supabase/server';
import type { Database } from '@/lib/supabase/database.types';
import { withRetry } from './retry';

type Views = Database['public']['Views'];
export type Country = Views['en_countries']['Row'];
export type Activity = Views['en_actividad_general']['Row'];
export type Sponsor = Pick<Database['public']['Tables']['sponsors']['Row'], 'id' | 'name' | 'url'>;
export type CarouselSponsor = Database['public']['Tables']['carousel_sponsors']['Row'];

/** SPEC 9: lists are fresh for 10 minutes. */
const CATALOGUE_CACHE = { revalidate: 600, tags: ['catalogue'] };
/** SPEC 7 and 9: at most 24 entries, only those with trips, most trips first. */
const LIST_LIMIT = 24;

async function loadList<T>(label: string, query: () => PromiseLike<{ data: T[] | null; error: { message: string } | null }>) {
  try {
    return await withRetry(async () => {
      const { data, error } = await query();
      if (error) throw new Error(error.message);
      return data ?? [];
    });
  } catch (error) {
    // SPEC 8: a load error is logged and the list is empty.
    console.error(`[catalogue] ${label} could not be loaded:`, (error as Error).message);
    return [];
  }
}

export const getCountries = cache((lang: Locale): Promise<Country[]> => {
  const supabase = createCatalogueClient(CATALOGUE_CACHE);
  return loadList('countries', () =>
    supabase
      .from(lang === 'es' ? 'es_countries' : 'en_countries')
      .select('id, name, foto_country, num_viatges, desc_150, titulo_60')
      .gt('num_viatges', 0)
      .order('num_viatges', { ascending: false })
      .limit(LIST_LIMIT),
  );
});

export const getActivities = cache((lang: Locale): Promise<Activity[]> => {
  const supabase = createCatalogueClient(CATALOGUE_CACHE);
  return loadList('activities', () =>
    supabase
      .from(lang === 'es' ? 'es_actividad_general' : 'en_actividad_general')
      .select('id, name, foto_actividad, num_viatges, desc_150, banner_actividad, titulo_60')
      .gt('num_viatges', 0)
      .order('num_viatges', { ascending: false })
      .limit(LIST_LIMIT),
  );
});

export const getSponsors = cache((): Promise<Sponsor[]> => {
  const supabase = createCatalogueClient(CATALOGUE_CACHE);
  return loadList('sponsors', () => supabase.from('sponsors').select('id, name, url').order('id', { ascending: true }));
});

export const getCarouselSponsors = cache((): Promise<CarouselSponsor[]> => {
  const supabase = createCatalogueClient(CATALOGUE_CACHE);
  return loadList('carousel sponsors', () =>
    supabase.from('carousel_sponsors').select('*').order('id', { ascending: true }),
  );
});
