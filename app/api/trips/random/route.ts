import { NextResponse, type NextRequest } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { randomTripEntry } from '@/lib/random-trip/entry';
import { fromSearchParams } from '@/lib/random-trip/query';
import { getRandomTrip } from '@/lib/data/trips';

/** One random published trip for the explorer's "another one": a fresh draw on every request, never cached. */
export const dynamic = 'force-dynamic';

/** A budget in euros above any trip's price; the database counts cents in a 32-bit integer. */
const MAX_PRICE_EUROS = 1_000_000;

export async function GET(request: NextRequest) {
  const query = fromSearchParams(request.nextUrl.searchParams);
  if (!query || (query.maxPrice ?? 0) > MAX_PRICE_EUROS) {
    return NextResponse.json(
      { error: `lang must be en or es; activity, country and exclude must be positive integers; maxPrice a whole number of euros from 1 to ${MAX_PRICE_EUROS}` },
      { status: 400, headers: { 'cache-control': 'no-store' } },
    );
  }
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
    const t = await getTranslations({ locale: query.lang, namespace: 'Errors' });
    return NextResponse.json({ error: t('tripsLoad') }, { status: 503, headers: { 'cache-control': 'no-store' } });
  }
}
