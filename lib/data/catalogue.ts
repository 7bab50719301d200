import 'server-only';
import { cache } from 'react';
import type { Locale } from '@/lib/i18n/routing';
import type { Database } from '@/lib/supabase/database.types';
import { loadFirst, loadList, publicClient } from './load';

type Views = Database['public']['Views'];
export type Country = Views['en_countries']['Row'];
export type Activity = Views['en_actividad_general']['Row'];
export type Sponsor = Pick<Database['public']['Tables']['sponsors']['Row'], 'id' | 'name' | 'url'>;
export type CarouselSponsor = Database['public']['Tables']['carousel_sponsors']['Row'];

/** SPEC 7 and 9: at most 24 entries, only those with trips, most trips first. */
const LIST_LIMIT = 24;
const COUNTRY_COLUMNS = 'id, name, foto_country, num_viatges, desc_150, titulo_60';
const ACTIVITY_COLUMNS = 'id, name, foto_actividad, num_viatges, desc_150, banner_actividad, titulo_60';

export const getCountries = cache(
  (lang: Locale): Promise<Country[]> =>
    loadList('countries', () =>
      publicClient()
        .from(lang === 'es' ? 'es_countries' : 'en_countries')
        .select(COUNTRY_COLUMNS)
        .gt('num_viatges', 0)
        .order('num_viatges', { ascending: false })
        .limit(LIST_LIMIT),
    ),
);

export const getActivities = cache(
  (lang: Locale): Promise<Activity[]> =>
    loadList('activities', () =>
      publicClient()
        .from(lang === 'es' ? 'es_actividad_general' : 'en_actividad_general')
        .select(ACTIVITY_COLUMNS)
        .gt('num_viatges', 0)
        .order('num_viatges', { ascending: false })
        .limit(LIST_LIMIT),
    ),
);

export const getCountry = cache(
  (lang: Locale, id: number): Promise<Country | null> =>
    loadFirst('country', () =>
      publicClient().from(lang === 'es' ? 'es_countries' : 'en_countries').select(COUNTRY_COLUMNS).eq('id', id).limit(1),
    ),
);

export const getActivity = cache(
  (lang: Locale, id: number): Promise<Activity | null> =>
    loadFirst('activity', () =>
      publicClient()
        .from(lang === 'es' ? 'es_actividad_general' : 'en_actividad_general')
        .select(ACTIVITY_COLUMNS)
        .eq('id', id)
        .limit(1),
    ),
);

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
