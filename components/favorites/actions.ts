'use server';

import * as z from '@/lib/zod';
import { currentUser } from '@/lib/data/current-user';
import { listFavoriteIds, mergeFavorites, setFavorite, type FavoriteResult } from '@/lib/data/favorites';

const tripIdSchema = z.number().int().positive().max(2_147_483_647);
const guestListSchema = z.array(tripIdSchema).max(500);

/**
 * The account's favorites for the hearts and the header count; a list the visitor saved as a guest on this device
 * is added first. The user is checked with the auth server, never taken from the cookie.
 */
export async function syncFavorites(guestIds: number[]): Promise<FavoriteResult<number[]>> {
  const parsed = guestListSchema.safeParse(guestIds);
  if (!parsed.success) return { ok: false, reason: 'failed' };
  if (!(await currentUser())) return { ok: false, reason: 'signedOut' };
  const merged = await mergeFavorites([...new Set(parsed.data)]);
  if (!merged.ok) return merged;
  return listFavoriteIds();
}

export async function saveFavorite(tripId: number, saved: boolean): Promise<FavoriteResult<boolean>> {
  const parsed = z.object({ tripId: tripIdSchema, saved: z.boolean() }).safeParse({ tripId, saved });
  if (!parsed.success) return { ok: false, reason: 'failed' };
  if (!(await currentUser())) return { ok: false, reason: 'signedOut' };
  return setFavorite(parsed.data.tripId, parsed.data.saved);
}
