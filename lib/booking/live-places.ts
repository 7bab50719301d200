import type { CountLabels } from '@/lib/i18n/count-label';
import { availabilityKind, type AvailabilityKind } from './availability';
import type { GuaranteeNow } from './guarantee';

/**
 * The live part of a departure, as GET /api/trips/[id]/availability answers it (from the trip_places SQL function,
 * and trip_waitlists for the waitlist's two fields): the cached trip and book pages show everything else, and replace
 * these fields while open (places, whether it can be booked, whether it is guaranteed to run, which a payment can
 * change at any moment). The waitlist's fields are known only from the live read (a cached page leaves them out).
 */
export interface PlacesNow extends GuaranteeNow {
  id: number;
  placesLeft: number;
  availability: AvailabilityKind;
  bookable: boolean;
  /** Its waitlist can be joined (scheduled, not started; the page offers it when sold out). */
  waitlistOpen?: boolean;
  /** People in line for it (confirmed entries): a count, never who. */
  waiting?: number;
}

/** The live fields of a departure (a page's own copy, before the live read replaces them). */
export const placesNow = (d: PlacesNow): PlacesNow => ({
  id: d.id, placesLeft: d.placesLeft, availability: d.availability, bookable: d.bookable, guaranteed: d.guaranteed, travellersNeeded: d.travellersNeeded,
});

/** How often an open page asks again, while it is visible. The shared cache keeps an answer at most LIVE_MAX_AGE_S. */
export const LIVE_POLL_MS = 3000;
export const LIVE_MAX_AGE_S = 2;

export const availabilityPath = (tripId: number) => `/api/trips/${tripId}/availability`;

/** The route's JSON body, or null when it is not one (a proxy's error page, a truncated answer). */
export function parsePlaces(body: unknown): PlacesNow[] | null {
  const list = (body as { departures?: unknown } | null)?.departures;
  if (!Array.isArray(list)) return null;
  const places: PlacesNow[] = [];
  for (const item of list as Record<string, unknown>[]) {
    if (typeof item?.id !== 'number' || typeof item.placesLeft !== 'number') return null;
    places.push({
      id: item.id,
      placesLeft: Math.max(0, item.placesLeft),
      availability: availabilityKind(typeof item.availability === 'string' ? item.availability : null),
      bookable: item.bookable === true,
      guaranteed: item.guaranteed === true,
      travellersNeeded: typeof item.travellersNeeded === 'number' ? Math.max(0, item.travellersNeeded) : 0,
      ...(typeof item.waitlistOpen === 'boolean' ? { waitlistOpen: item.waitlistOpen } : {}),
      ...(typeof item.waiting === 'number' ? { waiting: Math.max(0, item.waiting) } : {}),
    });
  }
  return places;
}

type LiveField = Exclude<keyof PlacesNow, 'id'>;
/** The live fields samePlaces compares: every field of PlacesNow but its id (one added there and not here fails to compile). */
const LIVE_FIELDS = Object.keys({
  placesLeft: true, availability: true, bookable: true, guaranteed: true, travellersNeeded: true, waitlistOpen: true, waiting: true,
} satisfies Record<LiveField, true>) as LiveField[];

/**
 * Whether an answer says what `shown` already holds: the same departures with the same live fields. An open page asks
 * every LIVE_POLL_MS and nearly every answer is the last one again; keeping the shown map then spares its badges,
 * buttons and counts a render and a commit each time (LivePlacesProvider).
 */
export function samePlaces(shown: ReadonlyMap<number, PlacesNow> | null, list: readonly PlacesNow[]): boolean {
  if (!shown || shown.size !== list.length) return false;
  return list.every((now) => {
    const before = shown.get(now.id);
    return before !== undefined && LIVE_FIELDS.every((field) => before[field] === now[field]);
  });
}

/** `departures` with the live fields of `live` where it names them (a departure it no longer lists keeps its own). */
export function withLivePlaces<T extends PlacesNow>(departures: T[], live: ReadonlyMap<number, PlacesNow> | null): T[] {
  if (!live) return departures;
  return departures.map((d) => {
    const now = live.get(d.id);
    if (!now) return d;
    const waitlist = now.waitlistOpen === undefined ? {} : { waitlistOpen: now.waitlistOpen, waiting: now.waiting ?? 0 };
    return {
      ...d, placesLeft: now.placesLeft, availability: now.availability, bookable: now.bookable,
      guaranteed: now.guaranteed, travellersNeeded: now.travellersNeeded, ...waitlist,
    };
  });
}

/**
 * What the live badges say, formatted on the server (a count's label filled in by the browser, lib/i18n/count-label.ts):
 * a departure's places (Departures), how many are waiting for them, its guarantee (Guarantee), and the note when the
 * live read failed. The trip and book pages hand them to LivePlacesProvider, so the browser needs no message runtime.
 */
export interface LiveTexts {
  spotsLeft: CountLabels;
  lastSpot: string;
  soldOut: string;
  cancelled: string;
  placesStale: string;
  waiting: CountLabels;
  guaranteed: string;
  needed: CountLabels;
}
