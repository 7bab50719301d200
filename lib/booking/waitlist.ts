import type { TripTitles } from '@/lib/data/reviews';
import type { PlacesNow } from './live-places';

/**
 * Waitlists of sold-out departures (docs/waitlists.md): what the pages show of an entry, decided by the database
 * (20261205100000_waitlists.sql); pages only choose the words.
 */

/**
 * How long an offer holds its places, and how long a sign-up waits for its confirmation: the database's
 * private.waitlist_offer_time() and private.waitlist_confirm_time(), which an integration test compares with these.
 */
export const WAITLIST_OFFER_HOURS = 24;
export const WAITLIST_CONFIRM_HOURS = 24;

/**
 * Where an entry stands: not confirmed yet (or too late), in line, offered places, booked them, or gone; `cancelled`
 * once the operator has cancelled the departure (whatever the entry's state: the list is closed).
 */
export type WaitlistStatus = 'pending' | 'unconfirmed' | 'waiting' | 'offered' | 'booked' | 'offer_ended' | 'left' | 'cancelled';

const STATUSES: readonly WaitlistStatus[] = ['pending', 'unconfirmed', 'waiting', 'offered', 'booked', 'offer_ended', 'left', 'cancelled'];

export interface WaitlistEntry {
  status: WaitlistStatus;
  places: number;
  lang: 'en' | 'es';
  email: string;
  /** The moment a pending request stops being confirmable. */
  confirmBy: string;
  /** 1 for the first in line, while waiting. */
  position: number | null;
  /** Entries in line for the departure now. */
  waiting: number;
  /** The end of the places held for this entry, once offered. */
  holdExpiresAt: string | null;
  departure: { id: number; tripId: number; startDate: string; endDate: string };
  tripTitles: TripTitles;
}

/** get_waitlist_entry's answer (and confirm's and leave's); throws on anything else. */
export function parseWaitlistEntry(value: unknown): WaitlistEntry {
  const row = value as Record<string, unknown> | null;
  const departure = row?.departure as Record<string, unknown> | undefined;
  const status = row?.status as WaitlistStatus;
  if (!row || !departure || !STATUSES.includes(status) || typeof row.places !== 'number' || typeof departure.id !== 'number') {
    throw new Error('Not a waitlist entry');
  }
  return {
    status,
    places: row.places,
    lang: row.lang === 'es' ? 'es' : 'en',
    email: String(row.email ?? ''),
    confirmBy: String(row.confirm_by ?? ''),
    position: typeof row.position === 'number' ? row.position : null,
    waiting: typeof row.waiting === 'number' ? row.waiting : 0,
    holdExpiresAt: typeof row.hold_expires_at === 'string' ? row.hold_expires_at : null,
    departure: { id: departure.id, tripId: Number(departure.trip_id), startDate: String(departure.start_date), endDate: String(departure.end_date) },
    tripTitles: (row.trip_titles ?? {}) as TripTitles,
  };
}

/** Why a waitlist step was refused, as keys of Waitlist.errors; the database names them in its error hint. */
export const WAITLIST_ERROR_KEYS = [
  'not_found', 'key_expired', 'not_bookable', 'places_available', 'places_invalid', 'rate_limited', 'confirm_expired', 'offer_ended',
  'invalid', 'failed',
] as const;

export type WaitlistErrorKey = (typeof WAITLIST_ERROR_KEYS)[number];

export function waitlistErrorOf(error: { code?: string; hint?: string | null } | null | undefined): WaitlistErrorKey {
  const hint = error?.hint ?? '';
  if ((WAITLIST_ERROR_KEYS as readonly string[]).includes(hint) && hint !== 'invalid' && hint !== 'failed') return hint as WaitlistErrorKey;
  if (error?.code === '22023') return 'invalid';
  return 'failed';
}

/** A departure whose list a visitor can join now: sold out, and open (scheduled, not started), as the live read says. */
export const joinsWaitlist = (d: PlacesNow): boolean => !d.bookable && d.availability === 'sold_out' && d.waitlistOpen === true;
