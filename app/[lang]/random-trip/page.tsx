import { getTranslations } from 'next-intl/server';
import { RandomTripExplorer } from '@/components/trips/random-trip';
import { PageHeader } from '@/components/ui/page-header';
import { getTripCards } from '@/lib/data/trips';
import { storageUrl } from '@/lib/env';
import { describedPageMetadata, pageLocale } from '@/lib/i18n/page-locale';

export const revalidate = 600;
export const generateMetadata = describedPageMetadata('RandomTrip', 'random-trip');

export default async function RandomTripPage({ params }: PageProps<'/[lang]/random-trip'>) {
  const lang = await pageLocale(params);
  const [t, tc, trips] = await Promise.all([getTranslations('RandomTrip'), getTranslations('Common'), getTripCards(lang)]);
  return (
    <>
      <PageHeader title={t('heading')} intro={t('intro')} />
      <div className="mx-auto max-w-3xl px-4 py-10">
        {trips.length === 0 ? (
          <p className="text-slate-600">{t('empty')}</p>
        ) : (
          <RandomTripExplorer
            labels={{ another: t('another'), view: tc('viewTrip') }}
            trips={trips.map((trip) => ({
              id: trip.id ?? 0,
              href: `/travel/${trip.id}/${trip.slug}`,
              title: trip.title ?? '',
              meta: `${trip.country_name} · ${trip.activity_name} · ${tc('days', { count: trip.duration_days ?? 0 })}`,
              image: storageUrl(trip.hero_path),
            }))}
          />
        )}
      </div>
    </>
  );
}
