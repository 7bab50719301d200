import { getTranslations } from 'next-intl/server';
import { storageUrl } from '@/lib/env';
import { discountedCents, formatPrice } from '@/lib/format';
import type { TripCard } from '@/lib/data/trips';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';

/** Trip cards linking to their detail pages. */
export async function TripGrid({ lang, trips, title, empty }: { lang: Locale; trips: TripCard[]; title: string; empty: string }) {
  const [tc, tt] = await Promise.all([getTranslations('Common'), getTranslations('Trip')]);
  return (
    <section aria-labelledby="trips-title" className="mx-auto max-w-6xl px-4 py-10">
      <h2 id="trips-title" className="text-2xl font-semibold">{title}</h2>
      {trips.length === 0 ? (
        <p className="mt-4 text-slate-600">{empty}</p>
      ) : (
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="trip-list">
          {trips.map((trip) => {
            const src = storageUrl(trip.hero_path);
            const price = trip.price_from_cents ?? 0;
            const discount = trip.discount_percent ?? 0;
            return (
              <li key={trip.id} className="overflow-hidden rounded-lg border border-slate-200">
                <Link href={`/travel/${trip.id}/${trip.slug}`} className="group block">
                  {src ? <img src={src} alt="" loading="lazy" width={480} height={320} className="aspect-[3/2] w-full object-cover" /> : null}
                  <span className="block space-y-1 p-4">
                    <span className="block text-lg font-semibold group-hover:underline">{trip.title}</span>
                    <span className="block text-sm text-slate-600">
                      {trip.country_name} · {trip.activity_name} · {tc('days', { count: trip.duration_days ?? 0 })}
                    </span>
                    <span className="block font-medium">
                      {tc('from', { price: formatPrice(discountedCents(price, discount), lang) })}
                      {discount > 0 ? <span className="ml-2 text-sm text-red-700">{tt('discount', { percent: discount })}</span> : null}
                    </span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
