import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SlugCanonicalizer } from '@/components/trips/slug-canonicalizer';
import { TripDetails } from '@/components/trips/trip-details';
import { TripReviews } from '@/components/trips/trip-reviews';
import { loadTripRoute } from '@/lib/data/trip-page';
import { getReviews } from '@/lib/data/trips';
import { storageUrl } from '@/lib/env';
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
  return pageMetadata({
    lang,
    paths,
    title: trip.text.seo_title ?? trip.text.title,
    description: trip.text.seo_description ?? trip.text.summary ?? trip.text.title,
    image: storageUrl(trip.card.hero_path),
  });
}

/** First version of the trip page: basics, intro, highlights, itinerary, info, FAQs, reviews; the catalogue work deepens it. */
export default async function TripPage({ params }: Props) {
  const { lang, id, trip, canonicalPath } = await loadTripRoute(params);
  const [t, reviews] = await Promise.all([getTranslations('Trip'), getReviews(id)]);
  return (
    <article>
      <SlugCanonicalizer path={canonicalPath} />
      <TripDetails lang={lang} trip={trip} />
      <TripReviews lang={lang} reviews={reviews} title={t('reviews')} empty={t('noReviews')} />
    </article>
  );
}
