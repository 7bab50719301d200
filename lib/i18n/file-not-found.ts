import 'server-only';
import { getTranslations } from 'next-intl/server';
import { pageLocale } from './page-locale';

/**
 * The answer of a trip's file (notes.pdf, opengraph-image) for a trip that does not exist: a 404 that says so in the
 * address's language, as the trip page's own not-found page does. `notFound()` in a route handler sends an empty 404,
 * which tells a person or a client nothing. Not stored (the page cache keeps only 200s), not kept by a shared cache.
 */
export async function tripFileNotFound(params: Promise<{ lang: string }>): Promise<Response> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'Errors' });
  return Response.json({ error: t('tripNotFound') }, { status: 404, headers: { 'cache-control': 'no-store' } });
}
