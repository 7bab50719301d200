import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { TripJsonLd } from '@/components/seo/trip-json-ld';
import { InquiryForm } from '@/components/trips/inquiry-form';
import { RouteMap } from '@/components/trips/route-map';
import { SlugCanonicalizer } from '@/components/trips/slug-canonicalizer';
import { TripBasics } from '@/components/trips/trip-basics';
import { TripBottomBar } from '@/components/trips/trip-bottom-bar';
import { TripDepartures } from '@/components/trips/trip-departures';
import { TripGallery } from '@/components/trips/trip-gallery';
import { TripHeader } from '@/components/trips/trip-header';
import { TripReviews } from '@/components/trips/trip-reviews';
import { TripSectionNav } from '@/components/trips/trip-section-nav';
import { TripSections } from '@/components/trips/trip-sections';
import { TripVideo } from '@/components/trips/trip-video';
import { loadTripRoute } from '@/lib/data/trip-page';
import { getDepartures, getReviewDistribution, getReviewsPage } from '@/lib/data/trips';
import { storageUrl } from '@/lib/env';
import { discountedCents, formatDate, formatPrice } from '@/lib/format';
import { pageMetadata } from '@/lib/seo/metadata';

export const revalidate = 600;
export const dynamicParams = true;
/** Trips are rendered on their first visit and kept (ISR), so a build never waits for the whole catalogue. */
export function generateStaticParams() {
  return [];
}

type Props = PageProps<'/[lang]/travel/[id]/[slug]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, trip, paths } = await loadTripRoute(params);
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
  const { lang, id, trip, paths, canonicalPath } = await loadTripRoute(params);
  const [t, ti, departures, reviews, distribution] = await Promise.all([
    getTranslations('Trip'),
    getTranslations('Inquiry'),
    getDepartures(id),
    getReviewsPage(id, 1),
    getReviewDistribution(id),
  ]);
  const bookHref = `${paths[lang]}/book`;
  const price = formatPrice(discountedCents(trip.card.price_from_cents ?? 0, trip.card.discount_percent ?? 0), lang);
  const gallery = [...new Set(trip.media?.gallery_paths ?? [])].flatMap((p) => storageUrl(p) ?? []);
  return (
    <article className="pb-20 md:pb-0">
      <SlugCanonicalizer path={canonicalPath} />
      <TripJsonLd lang={lang} trip={trip} path={paths[lang]} departures={departures} homeLabel={t('home')} />
      <TripHeader lang={lang} trip={trip} />
      <TripBasics lang={lang} trip={trip} bookHref={bookHref} notesHref={`${canonicalPath}/notes.pdf`} />
      <TripSectionNav />
      <TripSections trip={trip} />
      <TripGallery
        images={gallery}
        labels={{ title: t('gallery'), open: t.raw('galleryOpen') as string, photo: t.raw('galleryPhoto') as string, previous: t('galleryPrevious'), next: t('galleryNext'), close: t('galleryClose') }}
      />
      <TripVideo url={trip.media?.video_url ?? null} title={trip.text.title} heading={t('video')} />
      <RouteMap route={trip.media?.route ?? null} />
      <TripDepartures lang={lang} departures={departures} bookHref={bookHref} />
      <InquiryForm
        tripId={id}
        lang={lang}
        departures={departures.flatMap((d) => (d.id !== null && d.start_date && (d.places_left ?? 0) > 0 ? [{ id: d.id, label: formatDate(d.start_date, lang) }] : []))}
        labels={{
          title: ti('title'), intro: ti('intro'), name: ti('name'), email: ti('email'), phone: ti('phone'), message: ti('message'),
          departure: ti('departure'), anyDeparture: ti('anyDeparture'), submit: ti('submit'), sending: ti('sending'),
          success: ti('success'), error: ti('error'),
          errors: { required: ti('errors.required'), email: ti('errors.email'), tooLong: ti('errors.tooLong') },
        }}
      />
      <TripReviews lang={lang} tripId={id} rating={trip.card.rating ?? 0} reviews={reviews} distribution={distribution} />
      <TripBottomBar price={price} label={t('bookNow')} bookHref={bookHref} />
    </article>
  );
}
