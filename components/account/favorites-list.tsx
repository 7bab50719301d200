import { getTranslations } from 'next-intl/server';
import { TripGrid } from '@/components/trips/trip-grid';
import type { TripSummary } from '@/lib/data/trips';
import type { Locale } from '@/lib/i18n/routing';

/** The saved trips as the catalogue shows them, hearts included (a tap removes one). */
export async function FavoritesList({ trips, lang, title }: { trips: TripSummary[]; lang: Locale; title: string }) {
  const t = await getTranslations('Account.favorites');
  return <TripGrid lang={lang} trips={trips} title={title} empty={t('none')} />;
}
