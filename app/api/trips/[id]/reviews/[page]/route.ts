import { NextResponse } from 'next/server';
import { withPhotoImages } from '@/lib/reviews/photo-images';
import { parseId } from '@/lib/data/load';
import { getReviewPageCounts, getReviewsPage } from '@/lib/data/trips';

/**
 * Further pages of a trip's reviews for the trip page's "more" button. Rendered per request (a route cached per path
 * would let any id or page number add an entry) from the data cache, and kept by shared caches for the catalogue's
 * revalidation period. An unknown trip or a page past the last answers 404 from the one cached list of page counts.
 */
const CACHE_OK = 'public, max-age=0, s-maxage=600, stale-while-revalidate=600';

export async function GET(_request: Request, { params }: RouteContext<'/api/trips/[id]/reviews/[page]'>) {
  const { id: rawId, page: rawPage } = await params;
  const id = parseId(rawId);
  const page = parseId(rawPage);
  // While the backend is down the list is unknown, not empty: no trip is called missing then (503, not 404).
  const counts = id === null || page === null ? new Map<number, number>() : await getReviewPageCounts().catch(() => null);
  if (!counts) return NextResponse.json({ error: 'Reviews could not be loaded' }, { status: 503, headers: { 'cache-control': 'no-store' } });
  const pages = id === null ? 0 : (counts.get(id) ?? 0);
  if (id === null || page === null || page > pages) {
    return NextResponse.json({ error: 'Unknown trip or page' }, { status: 404, headers: { 'cache-control': 'no-store' } });
  }
  return NextResponse.json({ reviews: withPhotoImages(await getReviewsPage(id, page)) }, { headers: { 'cache-control': CACHE_OK } });
}
