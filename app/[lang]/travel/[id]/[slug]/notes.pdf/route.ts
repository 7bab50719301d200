import { findTripRoute } from '@/lib/data/trip-page';
import { getDepartures, getTripTerms } from '@/lib/data/trips';
import { tripFileNotFound } from '@/lib/i18n/file-not-found';
import { buildTripNotes } from '@/lib/pdf/trip-notes';
import { tripNotesContent } from '@/lib/pdf/trip-notes-content';
import { absoluteUrl } from '@/lib/seo/metadata';
import { site } from '@/lib/site';

/** Generated on the first request per trip and language, then cached and refreshed like the page (ISR). */
export const revalidate = 600;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

export async function GET(_request: Request, { params }: RouteContext<'/[lang]/travel/[id]/[slug]/notes.pdf'>) {
  const route = await findTripRoute(params);
  if (!route) return tripFileNotFound(params);
  const { lang, id, trip, paths } = route;
  const [departures, terms] = await Promise.all([getDepartures(id), getTripTerms(lang, id)]);
  const content = await tripNotesContent({ lang, trip, departures, terms, url: absoluteUrl(lang, paths[lang]), siteName: site.name });
  const pdf = await buildTripNotes(content);
  return new Response(pdf as BodyInit, {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${trip.text.slug}.pdf"`,
    },
  });
}
