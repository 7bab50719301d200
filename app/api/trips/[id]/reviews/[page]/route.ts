import { NextResponse } from 'next/server';
import { getReviewsPage, REVIEWS_PAGE_SIZE } from '@/lib/data/trips';
import { askRouteIndex } from '@/lib/http/catalogue-index';
import { parseRouteId } from '@/lib/http/page-routes';

/**
 * Further pages of a trip's reviews for the trip page's "more" button. Rendered per request (a route cached per path
 * would let any id or page number add an entry) from the data cache, and kept by shared caches for the catalogue's
 * revalidation period. An unknown trip or a page past the last answers 404 before anything is read.
 */
const CACHE_OK = 'public, max-age=0, s-maxage=600, stale-while-revalidate=600';

export async function GET(_request: Request, { params }: RouteContext<'/api/trips/[id]/reviews/[page]'>) {
  const { id: rawId, page: rawPage } = await params;
  const id = parseRouteId(rawId);
  const page = parseRouteId(rawPage);
  const pages =
    id === null || page === null
      ? 0
      : await askRouteIndex(
          (index) => {
            const trip = index.trips.get(id);
            return trip ? Math.max(1, Math.ceil(trip.reviews / REVIEWS_PAGE_SIZE)) : 0;
          },
          (count) => count > 0,
        );
  if (id === null || page === null || (pages !== undefined && page > pages)) {
    return NextResponse.json({ error: 'Unknown trip or page' }, { status: 404, headers: { 'cache-control': 'no-store' } });
  }
  return NextResponse.json({ reviews: await getReviewsPage(id, page) }, { headers: { 'cache-control': CACHE_OK } });
}
