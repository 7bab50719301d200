import { NextResponse, type NextRequest } from 'next/server';
import { randomTripEntry } from '@/components/random-trip/random-trip-entry';
import { fromSearchParams } from '@/components/random-trip/random-trip-query';
import { getRandomTrip } from '@/lib/data/trips';

/** One random published trip for the explorer's "another one": a fresh draw on every request, never cached. */
export const dynamic = 'force-dynamic';

export async function GET(request: NextRequest) {
  const query = fromSearchParams(request.nextUrl.searchParams);
  if (!query) return NextResponse.json({ error: 'lang must be en or es; activity, country, maxPrice and exclude must be positive integers' }, { status: 400 });
  try {
    const card = await getRandomTrip(query.lang, {
      activityId: query.activity ?? undefined,
      countryId: query.country ?? undefined,
      maxPriceCents: query.maxPrice === null ? undefined : query.maxPrice * 100,
      exclude: query.exclude,
    });
    const trip = card ? await randomTripEntry(query.lang, card) : null;
    return NextResponse.json({ trip }, { headers: { 'cache-control': 'no-store' } });
  } catch (error) {
    console.error('[random-trip]', (error as Error).message);
    return NextResponse.json({ error: 'Trips could not be loaded' }, { status: 503 });
  }
}
