import { Photo } from '@/components/ui/photo';
import { getTranslations } from 'next-intl/server';
import { FavoriteButton } from '@/components/favorites/favorite-button';
import { favoriteLabelsFor } from '@/components/favorites/favorite-labels';
import { largestPaintImage } from '@/components/ui/largest-paint';
import { storageUrl } from '@/lib/env';
import { formatPrice } from '@/lib/format';
import type { TripSummary } from '@/lib/data/trips';
import { Link } from '@/lib/i18n/link';
import type { Locale } from '@/lib/i18n/routing';
import { tripPath } from '@/lib/trip-path';

/**
 * Trip cards linking to their detail pages. `eagerImages` cards at the start load their photo at once with high
 * priority: where the grid opens the page (the home page's featured trips on a phone) the first photo is the largest
 * thing on screen, and a lazy one would be found only after layout.
 */
export async function TripGrid({ lang, trips, title, empty, eagerImages = 0 }: { lang: Locale; trips: TripSummary[]; title: string; empty: string; eagerImages?: number }) {
  const [tc, tt, favoriteLabels] = await Promise.all([getTranslations('Common'), getTranslations('Trip'), favoriteLabelsFor()]);
  return (
    <section aria-labelledby="trips-title" className="mx-auto max-w-6xl px-4 py-10">
      <h2 id="trips-title" className="text-2xl font-semibold">{title}</h2>
      {trips.length === 0 ? (
        <p className="mt-4 text-slate-600">{empty}</p>
      ) : (
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="trip-list">
          {trips.map((trip, index) => {
            const src = storageUrl(trip.heroPath);
            const discount = trip.discountPercent;
            return (
              <li key={trip.id} className="relative overflow-hidden rounded-lg border border-slate-200">
                <Link href={tripPath(trip.id, trip.slug)} className="group block">
                  {src ? <Photo src={src} alt="" width={480} height={320} {...largestPaintImage(index < eagerImages)} sizes="(min-width: 1152px) 363px, (min-width: 1024px) 31vw, (min-width: 640px) 47vw, 92vw" className="aspect-[3/2] w-full object-cover" /> : null}
                  <span className="block space-y-1 p-4">
                    <span className="block text-lg font-semibold group-hover:underline">{trip.title}</span>
                    <span className="block text-sm text-slate-600">
                      {trip.countryName} · {trip.activityName} · {tc('days', { count: trip.durationDays })}
                    </span>
                    <span className="block font-medium">
                      {tc('from', { price: formatPrice(trip.fromPriceCents, lang) })}{' '}
                      <span className="text-sm font-normal text-slate-600">{tc('perPerson')}</span>
                      {discount > 0 ? <span className="ml-2 text-sm text-red-700">{tt('discount', { percent: discount })}</span> : null}
                    </span>
                  </span>
                </Link>
                <div className="absolute right-2 top-2">
                  <FavoriteButton tripId={trip.id} labels={favoriteLabels(trip.title)} />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
