import 'server-only';
import { availabilityKind } from '@/lib/booking/availability';
import type { PlacesNow } from '@/lib/booking/live-places';
import { createCatalogueClient } from '@/lib/supabase/server';

/**
 * Places left on every coming departure of a trip, now (the trip_places SQL function), with its waitlist
 * (trip_waitlists): what the cached trip and book pages ask while open, and what a visitor who just missed a place is
 * told is left.
 *
 * The route that serves it can be asked thousands of times a second when a trip sells: concurrent and repeated reads
 * of one trip within COLLAPSE_MS share one query (the shared cache in front keeps each answer LIVE_MAX_AGE_S at most,
 * so a count is never older than about three seconds). One attempt, no retry: the page asks again in a few seconds,
 * and the call is bounded by the backend timeout (lib/supabase/timeout.ts), so a backend that hangs makes this fail
 * fast instead of holding the request.
 */
const COLLAPSE_MS = 1000;
/** Trips remembered at once: an id nobody published answers no rows and must not grow the map without bound. */
const MAX_TRIPS = 500;

export type PlacesRead = { ok: true; departures: PlacesNow[] } | { ok: false };

type Waitlists = Map<number, { waitlistOpen: boolean; waiting: number }>;

/**
 * The departures' waitlists (trip_waitlists), read beside the places: whether each can be joined and how many wait.
 * A failure leaves them out (the pages then show places alone) rather than failing the places' read.
 */
async function readTripWaitlists(client: ReturnType<typeof createCatalogueClient>, tripId: number): Promise<Waitlists> {
  const { data, error } = await client.rpc('trip_waitlists', { trip_id: tripId }, { get: true });
  if (error) {
    console.error(`[availability] waitlists of trip ${tripId} could not be read:`, error.message);
    return new Map();
  }
  return new Map((data ?? []).map((row) => [row.departure_id, { waitlistOpen: row.waitlist_open === true, waiting: Math.max(row.waiting ?? 0, 0) }]));
}

/** Uncached: the database's count at this moment. */
export async function readTripPlaces(tripId: number): Promise<PlacesRead> {
  const client = createCatalogueClient({ revalidate: 0, tags: [] });
  try {
    const [{ data, error }, waitlists] = await Promise.all([
      client.rpc('trip_places', { trip_id: tripId }, { get: true }),
      readTripWaitlists(client, tripId).catch((): Waitlists => new Map()),
    ]);
    if (error) throw new Error(error.message);
    return {
      ok: true,
      departures: (data ?? []).map((row) => ({
        id: row.departure_id,
        placesLeft: Math.max(row.places_left ?? 0, 0),
        availability: availabilityKind(row.availability),
        bookable: row.bookable === true,
        guaranteed: row.guaranteed === true,
        travellersNeeded: Math.max(row.travellers_needed ?? 0, 0),
        ...waitlists.get(row.departure_id),
      })),
    };
  } catch (error) {
    console.error(`[availability] trip ${tripId} could not be read:`, (error as Error).message);
    return { ok: false };
  }
}

const recent = new Map<number, { at: number; read: Promise<PlacesRead> }>();

/** readTripPlaces, shared by every caller within COLLAPSE_MS of the read that started it (a failure too). */
export function tripPlaces(tripId: number, now = Date.now()): Promise<PlacesRead> {
  const kept = recent.get(tripId);
  if (kept && now - kept.at < COLLAPSE_MS) return kept.read;
  if (kept) recent.delete(tripId);
  else if (recent.size >= MAX_TRIPS) recent.delete(recent.keys().next().value as number);
  const read = readTripPlaces(tripId);
  // Map order is insertion order: the first key is always the oldest read.
  recent.set(tripId, { at: now, read });
  return read;
}
