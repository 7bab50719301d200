import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NotFoundPage, notFoundMetadata } from '@/components/layout/not-found-page';
import { PreviewRibbon } from '@/components/preview/preview-ribbon';
import { PrivateVersionEntry } from '@/components/private-adventures/private-version-entry';
import { TripJsonLd } from '@/components/seo/trip-json-ld';
import { InquiryForm } from '@/components/trips/inquiry-form';
import { RouteMap } from '@/components/trips/route-map';
import { SlugCanonicalizer } from '@/components/trips/slug-canonicalizer';
import { TripBasics } from '@/components/trips/trip-basics';
import { TripBookingTerms } from '@/components/trips/trip-booking-terms';
import { TripBottomBar } from '@/components/trips/trip-bottom-bar';
import { TripDepartures } from '@/components/trips/trip-departures';
import { TripGallery } from '@/components/trips/trip-gallery';
import { TripHeader } from '@/components/trips/trip-header';
import { TripPriceBox } from '@/components/trips/trip-price-box';
import { TripReviews } from '@/components/trips/trip-reviews';
import { TripSectionNav } from '@/components/trips/trip-section-nav';
import { TripSections } from '@/components/trips/trip-sections';
import { TripVideo } from '@/components/trips/trip-video';
import { tripTexts } from '@/lib/content/trip-text';
import { findTripRoute } from '@/lib/data/trip-page';
import { pageLocale } from '@/lib/i18n/page-locale';
import { getDepartures, getReviewDistribution, getReviewsPage, getTripTerms } from '@/lib/data/trips';
import { storageUrl } from '@/lib/env';
import { formatDate, formatPrice } from '@/lib/format';
import { pageMetadata } from '@/lib/seo/metadata';

export const revalidate = 600;
export const dynamicParams = true;
/** Trips are rendered on their first visit and kept (ISR), so a build never waits for the whole catalogue. */
export function generateStaticParams() {
  return [];
}

type Props = PageProps<'/[lang]/travel/[id]/[slug]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const route = await findTripRoute(params);
  if (!route) return notFoundMetadata(await pageLocale(params), 'trip');
  const { lang, trip, paths } = route;
  // The share image is opengraph-image.tsx beside this page (per trip and language).
  return pageMetadata({
    lang,
    paths,
    title: trip.text.seo_title ?? trip.text.title,
    description: trip.text.seo_description ?? trip.text.summary ?? trip.text.title,
    card: 'summary_large_image',
  });
}

export default async function TripPage({ params }: Props) {
  const route = await findTripRoute(params);
  if (!route) return <NotFoundPage locale={await pageLocale(params)} kind="trip" />;
  const { lang, id, trip, paths, canonicalPath } = route;
  const [t, tc, departures, reviews, distribution, terms] = await Promise.all([
    getTranslations('Trip'),
    getTranslations('Common'),
    getDepartures(id),
    getReviewsPage(id, 1),
    getReviewDistribution(id),
    getTripTerms(lang, id),
  ]);
  const texts = await tripTexts(lang, trip, terms);
  const bookHref = `${paths[lang]}/book`;
  const price = formatPrice(trip.card.from_price_cents ?? 0, lang);
  const photos = [...new Set(trip.media?.gallery_paths ?? [])].flatMap((p) => storageUrl(p) ?? []);
  const gallery = photos.map((src, i) => {
    const place = { index: i + 1, count: photos.length };
    return { src, open: t('galleryOpen', place), photo: t('galleryPhoto', place) };
  });
  return (
    <article className="pb-20 md:pb-0">
      <PreviewRibbon path={canonicalPath} />
      <SlugCanonicalizer path={canonicalPath} />
      <TripJsonLd lang={lang} trip={trip} path={paths[lang]} departures={departures} homeLabel={t('home')} />
      <TripHeader lang={lang} trip={trip} />
      {/* The price column is first in the source, so on a phone it comes right after the title. */}
      <div className="mx-auto max-w-6xl lg:grid lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-6 lg:px-4">
        <aside aria-label={t('price')} className="px-4 pt-8 lg:col-start-2 lg:row-start-1 lg:px-0">
          <TripPriceBox lang={lang} trip={trip} terms={terms} bookHref={bookHref} notesHref={`${canonicalPath}/notes.pdf`} />
        </aside>
        <div className="min-w-0 lg:col-start-1 lg:row-start-1">
          <TripBasics trip={trip} />
          <TripSectionNav />
          <TripSections trip={trip} texts={texts} />
          <TripGallery
            images={gallery}
            labels={{ gallery: t('gallery'), previous: t('galleryPrevious'), next: t('galleryNext'), close: t('galleryClose') }}
          />
          <TripVideo url={trip.media?.video_url ?? null} title={trip.text.title} heading={t('video')} />
          <RouteMap route={trip.media?.route ?? null} />
          <TripDepartures lang={lang} tripId={id} departures={departures} bookHref={bookHref} />
          {terms ? <TripBookingTerms lang={lang} terms={terms} /> : null}
          <PrivateVersionEntry lang={lang} tripId={id} groupType={trip.card.group_type} />
          <InquiryForm
            tripId={id}
            lang={lang}
            departures={departures.flatMap((d) => (d.bookable ? [{ id: d.id, label: formatDate(d.startDate, lang) }] : []))}
          />
          <TripReviews lang={lang} tripId={id} rating={trip.card.rating ?? 0} reviews={reviews} distribution={distribution} />
        </div>
      </div>
      <TripBottomBar price={price} perPerson={tc('perPerson')} label={t('bookNow')} bookHref={bookHref} />
    </article>
  );
}
