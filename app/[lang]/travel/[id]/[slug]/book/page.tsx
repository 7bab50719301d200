import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { DeparturePicker } from '@/components/booking/departure-picker';
import { TripBookingTerms } from '@/components/trips/trip-booking-terms';
import { SlugCanonicalizer } from '@/components/trips/slug-canonicalizer';
import { PageHeader } from '@/components/ui/page-header';
import { groupByMonth } from '@/lib/booking/departure-groups';
import { pickMessages } from '@/lib/i18n/pick-messages';
import { loadTripRoute } from '@/lib/data/trip-page';
import { getLiveDepartures, getTripTerms } from '@/lib/data/trips';
import { absoluteUrl, pageMetadata } from '@/lib/seo/metadata';

/** Availability is read at request time: this page is never a cached copy. */
export const dynamic = 'force-dynamic';

type Props = PageProps<'/[lang]/travel/[id]/[slug]/book'>;

/**
 * The booking step of a trip: its canonical is the trip page, so search engines fold it into the page that describes
 * the trip instead of listing a second page for it (it used to say noindex; a canonical keeps it crawlable and passes
 * its links on). No hreflang: alternates that are not the canonical would contradict it.
 */
export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  // Rendered per request, so a move to the trip's address keeps the query (the ISR trip page cannot).
  const { lang, trip, paths } = await loadTripRoute(params, '/book', await searchParams);
  const t = await getTranslations({ locale: lang, namespace: 'Booking' });
  const metadata = pageMetadata({ lang, paths, title: t('title', { trip: trip.text.title }), description: t('description', { trip: trip.text.title }) });
  return { ...metadata, alternates: { canonical: absoluteUrl(lang, paths[lang].replace(/\/book$/, '')) } };
}

export default async function BookPage({ params, searchParams }: Props) {
  const { lang, id, trip, canonicalPath } = await loadTripRoute(params, '/book', await searchParams);
  const [t, td, departures, terms, messages, query] = await Promise.all([
    getTranslations('Booking'),
    getTranslations('Departures'),
    getLiveDepartures(id),
    getTripTerms(lang, id),
    getMessages(),
    searchParams,
  ]);
  const wanted = Number(Array.isArray(query.departure) ? query.departure[0] : query.departure);
  const groups = groupByMonth(departures, lang, {
    category: (c) => td(`categoryValue.${c}`),
    groupType: (g) => td(`groupType.${g}`),
    spotsLeft: (count) => td('spotsLeft', { count }),
    lastSpot: td('lastSpot'),
    soldOut: td('soldOut'),
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
          <NextIntlClientProvider messages={pickMessages(messages, ['Booking', 'Common'])}>
            <DeparturePicker lang={lang} groups={groups} preselected={Number.isInteger(wanted) ? wanted : null} />
          </NextIntlClientProvider>
        ) : null}
      </div>
      {terms ? <TripBookingTerms lang={lang} terms={terms} /> : null}
    </>
  );
}
