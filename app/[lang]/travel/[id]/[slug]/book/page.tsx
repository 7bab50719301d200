import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { liveTexts, pickerTexts } from '@/components/booking/booking-texts';
import { DeparturePicker } from '@/components/booking/departure-picker';
import { GuaranteeNote } from '@/components/booking/guarantee-note';
import { LivePlacesProvider } from '@/components/booking/live-places';
import { NotFoundPage, notFoundMetadata } from '@/components/layout/not-found-page';
import { TripBookingTerms } from '@/components/trips/trip-booking-terms';
import { SlugCanonicalizer } from '@/components/trips/slug-canonicalizer';
import { PageHeader } from '@/components/ui/page-header';
import { groupByMonth } from '@/lib/booking/departure-groups';
import { placesNow } from '@/lib/booking/live-places';
import { pageLocale } from '@/lib/i18n/page-locale';
import { findTripRoute } from '@/lib/data/trip-page';
import { getDepartures, getTripTerms } from '@/lib/data/trips';
import { absoluteUrl, pageMetadata } from '@/lib/seo/metadata';

/**
 * The same for every visitor, so cached like the trip page (ISR, the same data and tags): dates, categories and
 * prices from the catalogue's cache. What changes by the second comes from the live read while the page is open
 * (LivePlacesProvider); holding places is the picker's server action, per request. The departure a link names
 * (`?departure=`) is chosen in the browser, which alone sees the query of a static page.
 */
export const revalidate = 600;
export const dynamicParams = true;
/** Rendered on a trip's first visit and kept, as the trip page is. */
export function generateStaticParams() {
  return [];
}

type Props = PageProps<'/[lang]/travel/[id]/[slug]/book'>;

/**
 * The booking step of a trip: its canonical is the trip page, so search engines fold it into the page that describes
 * the trip instead of listing a second page for it (it used to say noindex; a canonical keeps it crawlable and passes
 * its links on). No hreflang: alternates that are not the canonical would contradict it.
 */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const route = await findTripRoute(params, '/book');
  if (!route) return notFoundMetadata(await pageLocale(params), 'trip');
  const { lang, trip, paths } = route;
  const t = await getTranslations({ locale: lang, namespace: 'Booking' });
  const metadata = pageMetadata({ lang, paths, title: t('title', { trip: trip.text.title }), description: t('description', { trip: trip.text.title }) });
  return { ...metadata, alternates: { canonical: absoluteUrl(lang, paths[lang].replace(/\/book$/, '')) } };
}

export default async function BookPage({ params }: Props) {
  const route = await findTripRoute(params, '/book');
  if (!route) return <NotFoundPage locale={await pageLocale(params)} kind="trip" />;
  const { lang, id, trip, canonicalPath } = route;
  const [t, td, departures, terms, live, picker] = await Promise.all([
    getTranslations('Booking'),
    getTranslations('Departures'),
    getDepartures(id),
    getTripTerms(lang, id),
    liveTexts(),
    pickerTexts(),
  ]);
  const groups = groupByMonth(departures, lang, {
    category: (c) => td(`categoryValue.${c}`),
    groupType: (g) => td(`groupType.${g}`),
    discount: (percent) => td('discount', { percent }),
  });
  const bookable = departures.some((d) => d.bookable);
  return (
    <>
      <SlugCanonicalizer path={canonicalPath} />
      <PageHeader title={t('title', { trip: trip.text.title })} intro={t('flow')} />
      <div className="mx-auto max-w-6xl px-4 py-10">
        {departures.length === 0 || !bookable ? <p className="mb-6 text-slate-700">{departures.length === 0 ? t('none') : t('noneBookable')}</p> : null}
        {departures.length > 0 ? (
          <LivePlacesProvider tripId={id} texts={live} initial={departures.map(placesNow)}>
            <DeparturePicker lang={lang} tripId={id} groups={groups} texts={picker} />
          </LivePlacesProvider>
        ) : null}
        {departures.length > 0 ? <GuaranteeNote className="mt-6 max-w-3xl" /> : null}
      </div>
      {terms ? <TripBookingTerms lang={lang} terms={terms} /> : null}
    </>
  );
}
