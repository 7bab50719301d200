import { getTranslations } from 'next-intl/server';
import { TripGrid } from '@/components/trips/trip-grid';
import { getRelatedTrips } from '@/lib/data/blog';
import type { Locale } from '@/lib/i18n/routing';

/** The trips an editor related to the post; nothing when there are none. */
export async function RelatedTrips({ lang, postId }: { lang: Locale; postId: number }) {
  const [t, trips] = await Promise.all([getTranslations('Blog'), getRelatedTrips(lang, postId)]);
  if (trips.length === 0) return null;
  return <TripGrid lang={lang} trips={trips} title={t('related')} empty="" />;
}
