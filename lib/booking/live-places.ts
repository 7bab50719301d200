import type { CountLabels } from '@/lib/i18n/count-label';
import { availabilityKind, type AvailabilityKind } from './availability';
import type { GuaranteeNow } from './guarantee';
import { joinsWaitlist } from './waitlist';

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
/**
 * Each live field as a page shows it (one added to PlacesNow and not here fails to compile). A waitlist shows only
 * while it can be joined (joinsWaitlist: a sold-out departure whose list is open), so a list open on a departure with
 * places, a closed one and one the answer does not mention (a cached page leaves them out) read the same, and so does
 * its count while it does not show.
 */
const SHOWN_AS: { [F in LiveField]: (d: PlacesNow) => unknown } = {
  placesLeft: (d) => d.placesLeft,
  availability: (d) => d.availability,
  bookable: (d) => d.bookable,
  guaranteed: (d) => d.guaranteed,
  travellersNeeded: (d) => d.travellersNeeded,
  waitlistOpen: (d) => joinsWaitlist(d),
  waiting: (d) => (joinsWaitlist(d) ? (d.waiting ?? 0) : 0),
};
const SHOWN_FIELDS = Object.values(SHOWN_AS);

/**
 * Whether an answer shows on a page what it shows already: each departure the page lists (`own`), read from the answer
 * shown so far (`before`, null for none) and from the new one, the page's own figures where an answer does not name
 * it, has the same live fields as a page shows them. A departure the page does not list (a cancelled one, which the
 * read still names) shows nowhere. An open page asks every LIVE_POLL_MS and nearly every answer is the last one again
 * (the first one mostly the page's own figures), which then tells nothing to anyone (liveStore).
 */
export function showsTheSame(own: readonly PlacesNow[], before: ReadonlyMap<number, PlacesNow> | null, answer: ReadonlyMap<number, PlacesNow>): boolean {
  return own.every((d) => {
    const was = before?.get(d.id) ?? d;
    const now = answer.get(d.id) ?? d;
    return SHOWN_FIELDS.every((field) => field(was) === field(now));
  });
}

/** What an open page shows of the live read: the latest answer by departure (null until the first), and whether the last read failed. */
export interface LiveShown {
  places: ReadonlyMap<number, PlacesNow> | null;
  stale: boolean;
}
export const NOTHING_READ: LiveShown = { places: null, stale: false };

/**
 * The shown answer as a small store, which components read through React's useSyncExternalStore, each picking the one
 * value it shows (a badge its state and count, a link its kind): an answer then renders only the components whose
 * value it changes. An answer that says what is shown (until the first that differs, the page's own figures), and a
 * failure while one is already said, tell no one, so not even a component that reads every departure (the book page's
 * picker) renders for them.
 */
export interface LiveStore {
  get(): LiveShown;
  subscribe(listener: () => void): () => void;
  /** Takes an answer: the live read's, or one read elsewhere (a refused hold returns the trip's places as they are now). */
  accept(list: readonly PlacesNow[]): void;
  /** The read failed: the counts shown are the page's own, or an earlier answer's. */
  markStale(): void;
}

/** `own`: the departures the page lists, with its own figures, which it shows until an answer differs from them. */
export function liveStore(own: readonly PlacesNow[]): LiveStore {
  let shown = NOTHING_READ;
  const listeners = new Set<() => void>();
  const show = (next: LiveShown) => {
    shown = next;
    for (const listener of listeners) listener();
  };
  return {
    get: () => shown,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    accept(list) {
      const answer = new Map(list.map((p) => [p.id, p]));
      const same = showsTheSame(own, shown.places, answer);
      if (!same || shown.stale) show({ places: same ? shown.places : answer, stale: false });
    },
    markStale() {
      if (!shown.stale) show({ ...shown, stale: true });
    },
  };
}

/** A departure as the page shows it now: the live answer's fields once one names it, else the page's own. */
export const departureNow = (shown: LiveShown, initial: PlacesNow): PlacesNow => shown.places?.get(initial.id) ?? initial;

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
