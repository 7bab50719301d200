import 'server-only';
import { cache } from 'react';
import type { Locale } from '@/lib/i18n/routing';
import { loadFirst, loadList, publicClient } from './load';

export interface Place {
  id: number;
  name: string;
  summary: string | null;
  photoPath: string | null;
  countryId: number;
}

export interface PlaceDetail extends Place {
  description: string | null;
  activityId: number | null;
}

export const getPlaces = cache(async (lang: Locale): Promise<Place[]> => {
  const client = publicClient();
  const [places, texts] = await Promise.all([
    loadList('places', () => client.from('places').select('id, country_id, photo_path').order('id')),
    loadList('place texts', () => client.from('place_translations').select('place_id, name, summary').eq('lang', lang)),
  ]);
  const textOf = new Map(texts.map((t) => [t.place_id, t]));
  return places.flatMap((p) => {
    const t = textOf.get(p.id);
    return t ? [{ id: p.id, name: t.name, summary: t.summary, photoPath: p.photo_path, countryId: p.country_id }] : [];
  });
});

/** One inspiring place with its description, or null when it is unknown or unpublished. */
export const getPlace = cache(async (lang: Locale, id: number): Promise<PlaceDetail | null> => {
  const client = publicClient();
  const [place, text] = await Promise.all([
    loadFirst('place', () => client.from('places').select('id, country_id, activity_id, photo_path').eq('id', id).limit(1)),
    loadFirst('place text', () =>
      client.from('place_translations').select('name, summary, description').eq('place_id', id).eq('lang', lang).limit(1),
    ),
  ]);
  if (!place || !text) return null;
  return {
    id: place.id,
    name: text.name,
    summary: text.summary,
    description: text.description,
    photoPath: place.photo_path,
    countryId: place.country_id,
    activityId: place.activity_id,
  };
});
