import { NextResponse } from 'next/server';
import { parseId } from '@/lib/data/load';
import { getReviewsPage } from '@/lib/data/trips';

/** Further pages of a trip's reviews for the trip page's "more" button; a path per page, so each is cached (ISR). */
export const revalidate = 600;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

export async function GET(_request: Request, { params }: RouteContext<'/api/trips/[id]/reviews/[page]'>) {
  const { id: rawId, page: rawPage } = await params;
  const id = parseId(rawId);
  const page = parseId(rawPage);
  if (id === null || page === null || page > 1000) {
    return NextResponse.json({ error: 'Unknown trip or page' }, { status: 404 });
  }
  return NextResponse.json({ reviews: await getReviewsPage(id, page) });
}
