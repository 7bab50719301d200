import { hasLocale } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { routing } from '@/lib/i18n/routing';
import { isTextSet, textSets } from '@/lib/i18n/text-sets';

/**
 * The messages of one text set (lib/i18n/text-sets.ts: the sign-in form's, the search results'), as next-intl compiled
 * them, fetched by the client part that needs them when it first appears: they used to travel in every page's HTML.
 * Rendered at build time for each language and set, regenerated like the pages; the same for everyone, so any cache
 * may keep it.
 */
export const dynamic = 'force-static';
export const revalidate = 600;
export const dynamicParams = false;

export function generateStaticParams() {
  return routing.locales.flatMap((lang) => Object.keys(textSets).map((set) => ({ lang, set })));
}

export async function GET(_request: Request, { params }: RouteContext<'/api/texts/[lang]/[set]'>) {
  const { lang, set } = await params;
  if (!hasLocale(routing.locales, lang) || !isTextSet(set)) return Response.json({ error: 'Unknown texts' }, { status: 404 });
  return Response.json(textSets[set](await getMessages({ locale: lang })));
}
