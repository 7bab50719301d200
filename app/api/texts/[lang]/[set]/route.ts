import { hasLocale } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { routing } from '@/lib/i18n/routing';
import { isTextSet, textSets } from '@/lib/i18n/text-sets';

/**
 * The messages of one text set (lib/i18n/text-sets.ts: the sign-in form's, the search results'), as next-intl compiled
 * them, fetched by the client part that needs them when it first appears: they used to travel in every page's HTML.
 * The same for everyone and changed only by a release, so a browser and any shared cache keep it for ten minutes,
 * like the pages. An unknown language or set is a 404 nobody keeps (and nothing is stored for it here either).
 */
const CACHE_OK = 'public, max-age=600, s-maxage=600, stale-while-revalidate=600';

export async function GET(_request: Request, { params }: RouteContext<'/api/texts/[lang]/[set]'>) {
  const { lang, set } = await params;
  if (!hasLocale(routing.locales, lang) || !isTextSet(set)) {
    return Response.json({ error: 'Unknown language or text set' }, { status: 404, headers: { 'cache-control': 'no-store' } });
  }
  return Response.json(textSets[set](await getMessages({ locale: lang })), { headers: { 'cache-control': CACHE_OK } });
}
