import { NextResponse } from 'next/server';
import { LIVE_MAX_AGE_S } from '@/lib/booking/live-places';
import { tripPlaces } from '@/lib/data/availability';
import { parseId } from '@/lib/data/load';

/**
 * Places left on a trip's coming departures, now: what the trip and book pages (cached for minutes) ask every few
 * seconds while open. The same for every visitor, so a shared cache (deploy/nginx, a CDN) keeps it LIVE_MAX_AGE_S;
 * reads within a second share one query (lib/data/availability.ts). A backend that fails or hangs is a 503 within the
 * backend timeout, never stored, and the page says its counts could not be updated; an unknown trip is a 404.
 */
const CACHE_OK = `public, max-age=0, s-maxage=${LIVE_MAX_AGE_S}`;
const NO_STORE = { 'cache-control': 'no-store' };

export async function GET(_request: Request, { params }: RouteContext<'/api/trips/[id]/availability'>) {
  const id = parseId((await params).id);
  if (id === null) return NextResponse.json({ error: 'Unknown trip' }, { status: 404, headers: NO_STORE });
  const read = await tripPlaces(id);
  if (!read.ok) {
    return NextResponse.json({ error: 'Availability is unavailable right now' }, { status: 503, headers: { ...NO_STORE, 'retry-after': '5' } });
  }
  // No coming departure: an id nobody published (or a trip whose dates have all passed) is not an answer to keep.
  if (read.departures.length === 0) return NextResponse.json({ error: 'No coming departures for this trip' }, { status: 404, headers: NO_STORE });
  return NextResponse.json({ departures: read.departures }, { headers: { 'cache-control': CACHE_OK } });
}
