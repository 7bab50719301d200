import 'server-only';
import type { Locale } from '@/lib/i18n/routing';
import { createClient } from '@/lib/supabase/server';
import { toTripSummaries, type TripSummary } from './trips';

export type FavoriteResult<T> = { ok: true; value: T } | { ok: false; reason: 'signedOut' | 'failed' };

const SIGNED_OUT = '42501';

/** The signed-in traveller's favorite trip ids (RLS: their own rows only), oldest first. */
export async function listFavoriteIds(): Promise<FavoriteResult<number[]>> {
  const supabase = await createClient();
  const { data, error } = await supabase.from('favorites').select('trip_id').order('created_at');
  if (error) return { ok: false, reason: error.code === SIGNED_OUT ? 'signedOut' : 'failed' };
  return { ok: true, value: (data ?? []).map((row) => row.trip_id) };
}

/** Saves or removes one favorite (idempotent; unpublished trips are refused by set_favorite). */
export async function setFavorite(tripId: number, saved: boolean): Promise<FavoriteResult<boolean>> {
  const supabase = await createClient();
  const { data, error } = await supabase.rpc('set_favorite', { trip_id: tripId, saved });
  if (error) return { ok: false, reason: error.code === SIGNED_OUT ? 'signedOut' : 'failed' };
  return { ok: true, value: data === true };
}

/** Adds the trips a visitor saved before signing in; unknown or unpublished ones are skipped. */
export async function mergeFavorites(tripIds: number[]): Promise<FavoriteResult<number>> {
  if (tripIds.length === 0) return { ok: true, value: 0 };
  const supabase = await createClient();
  const { data, error } = await supabase.rpc('merge_favorites', { trip_ids: tripIds });
  if (error) return { ok: false, reason: error.code === SIGNED_OUT ? 'signedOut' : 'failed' };
  return { ok: true, value: data ?? 0 };
}

/** The favorite trips as cards in `lang`, most recently saved first. */
export async function getFavoriteTrips(lang: Locale): Promise<TripSummary[]> {
  const supabase = await createClient();
  const { data: favorites, error } = await supabase.from('favorites').select('trip_id, created_at').order('created_at', { ascending: false });
  if (error) throw new Error(`Favorites could not be loaded: ${error.message}`);
  const ids = (favorites ?? []).map((f) => f.trip_id);
  if (ids.length === 0) return [];
  const { data: cards, error: cardError } = await supabase.from('trip_cards').select('*').eq('lang', lang).in('id', ids);
  if (cardError) throw new Error(`Favorite trips could not be loaded: ${cardError.message}`);
  return toTripSummaries(ids.flatMap((id) => (cards ?? []).filter((card) => card.id === id)));
}
