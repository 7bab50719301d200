import { NextResponse, type NextRequest } from 'next/server';
import { searchTrips } from '@/lib/data/search';
import { parameterWithControlCharacters } from '@/lib/http/query-params';
import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { routing } from '@/lib/i18n/routing';
import { labelSearchPage } from '@/lib/search/labels';
import { readSearchStateStrictly } from '@/lib/search/state';

/**
 * GET /api/search?lang=en&q=...: one page of the home page's search, for its client leaf, with the texts of its cards
 * and of its count formatted in that language (lib/search/labels.ts). Keyed by URL only, so a
 * CDN may share it (s-maxage), like the catalogue pages it sits beside.
 */
const CACHE_OK = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';

function invalid(issues: { path: string; message: string }[]) {
  return NextResponse.json({ error: 'Invalid search parameters', issues }, { status: 400, headers: { 'Cache-Control': 'no-store' } });
}

export async function GET(request: NextRequest) {
  const params = request.nextUrl.searchParams;
  const withControl = parameterWithControlCharacters(params);
  if (withControl !== null) return invalid([{ path: withControl, message: 'must not contain control characters' }]);
  const { lang, ...fields } = Object.fromEntries(params);
  const read = readSearchStateStrictly(fields);
  if (!hasLocale(routing.locales, lang)) {
    return invalid([{ path: 'lang', message: `must be one of ${routing.locales.join(', ')}` }, ...(read.ok ? [] : read.issues)]);
  }
  if (!read.ok) return invalid(read.issues);
  const { state } = read;
  try {
    const page = await labelSearchPage(await searchTrips(lang, state), lang);
    return NextResponse.json(page, { headers: { 'Cache-Control': CACHE_OK } });
  } catch (error) {
    console.error('[search]', (error as Error).message);
    // The SPEC's text in the search's language, never a bare 5xx.
    const t = await getTranslations({ locale: lang, namespace: 'Errors' });
    return NextResponse.json({ error: t('tripsLoad') }, { status: 502, headers: { 'Cache-Control': 'no-store' } });
  }
}
