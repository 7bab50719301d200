import { timingSafeEqual } from 'node:crypto';
import { CATALOGUE_TAG, TRIPS_TAG, tripTag } from '@/lib/data/cache-tags';

/** A Supabase database webhook's body. */
export interface WebhookPayload {
  type: 'INSERT' | 'UPDATE' | 'DELETE';
  table: string;
  record: Record<string, unknown> | null;
  old_record: Record<string, unknown> | null;
}

function secretMatches(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Without a configured secret nothing is accepted. */
export function isAuthorized(headers: Headers, secret: string | undefined): boolean {
  if (!secret) return false;
  const bearer = headers.get('authorization')?.match(/^Bearer\s+(.+)$/i)?.[1];
  const given = bearer ?? headers.get('x-revalidate-secret');
  return given !== null && given !== undefined && secretMatches(given.trim(), secret);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function parseWebhookPayload(body: unknown): WebhookPayload | null {
  if (!isRecord(body)) return null;
  const { type, table, record = null, old_record = null } = body;
  if (type !== 'INSERT' && type !== 'UPDATE' && type !== 'DELETE') return null;
  if (typeof table !== 'string' || table === '') return null;
  if ((record !== null && !isRecord(record)) || (old_record !== null && !isRecord(old_record))) return null;
  return { type, table, record, old_record };
}

const tripIds = (payload: WebhookPayload, column: string): number[] =>
  [payload.record?.[column], payload.old_record?.[column]].filter((v): v is number => Number.isInteger(v));

/**
 * The cache tags a change touches (lib/data/cache-tags.ts says which reads carry which tag):
 * - a trip's own rows (translations, departures, reviews) expire that trip's pages and the trip lists;
 * - the trips table also changes countries' and activities' trip counts, so the whole catalogue expires;
 * - any other table (countries, activities, sponsors, places, blog...) expires the catalogue.
 * Paths are only needed for the sitemap, which lists every trip.
 */
export function affectedByChange(payload: WebhookPayload): { tags: string[]; paths: string[] } {
  const perTrip = (ids: number[]) => [...new Set(ids)].map(tripTag);
  switch (payload.table) {
    case 'trip_translations':
    case 'departures':
    case 'reviews':
      return { tags: [TRIPS_TAG, ...perTrip(tripIds(payload, 'trip_id'))], paths: payload.table === 'trip_translations' ? ['/sitemap.xml'] : [] };
    case 'bookings':
      // A hold changes a departure's places left; the booking row does not say which trip, so all trip reads expire.
      return { tags: [TRIPS_TAG], paths: [] };
    case 'trips':
      return { tags: [CATALOGUE_TAG, TRIPS_TAG, ...perTrip(tripIds(payload, 'id'))], paths: ['/sitemap.xml'] };
    default:
      return { tags: [CATALOGUE_TAG], paths: [] };
  }
}

/** Whether the change can alter the assistant's answers about most trips (chat_summary keeps them ten minutes). */
export const changesChatSummaries = (payload: WebhookPayload) => payload.table === 'trips' || payload.table === 'trip_translations';
