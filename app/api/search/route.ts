import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { searchTrips } from '@/lib/data/search';
import { routing } from '@/lib/i18n/routing';
import { searchFields } from '@/lib/search/state';

/**
 * GET /api/search?lang=en&q=...: one page of the home page's search, for its client leaf. Keyed by URL only, so a
 * CDN may share it (s-maxage), like the catalogue pages it sits beside.
 */
const requestSchema = z.strictObject({ lang: z.enum(routing.locales), ...searchFields });

const CACHE_OK = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';

export async function GET(request: NextRequest) {
  const parsed = requestSchema.safeParse(Object.fromEntries(request.nextUrl.searchParams));
  if (!parsed.success) {
    return NextResponse.json(
      {
        error: 'Invalid search parameters',
        issues: parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
      },
      { status: 400 },
    );
  }
  const { lang, ...state } = parsed.data;
  try {
    const page = await searchTrips(lang, state);
    return NextResponse.json(page, { headers: { 'Cache-Control': CACHE_OK } });
  } catch (error) {
    console.error('[search]', (error as Error).message);
    return NextResponse.json({ error: 'Trips could not be loaded' }, { status: 502, headers: { 'Cache-Control': 'no-store' } });
  }
}
