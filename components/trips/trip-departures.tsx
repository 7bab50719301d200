import { getTranslations } from 'next-intl/server';
import { availabilityLabel, showsPlaceCount } from '@/lib/booking/availability';
import type { Departure } from '@/lib/data/trips';
import { formatDate, formatPrice } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';

const badge = { available: 'bg-brand-50 text-brand-700', last_spot: 'bg-amber-100 text-amber-900', sold_out: 'bg-slate-200 text-slate-700' };

/** Upcoming departures with their price per person and availability; bookable ones link to booking. */
export async function TripDepartures({ lang, departures, bookHref }: { lang: Locale; departures: Departure[]; bookHref: string }) {
  const [t, tc] = await Promise.all([getTranslations('Departures'), getTranslations('Common')]);
  // This page is a cached copy (minutes old), and places go with every booking: a count says so. The book page is live.
  const counted = departures.some((d) => showsPlaceCount(d.availability));
  return (
    <section id="departures" aria-labelledby="departures-title" className="mx-auto max-w-4xl scroll-mt-28 px-4 py-8">
      <h2 id="departures-title" className="text-2xl font-semibold">{t('title')}</h2>
      {departures.length === 0 ? (
        <p className="mt-3 text-slate-600">{t('empty')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200" data-testid="departure-list">
          {departures.map((d) => (
            <li key={d.id} data-departure-id={d.id} data-availability={d.availability} className="grid items-center gap-2 p-4 sm:grid-cols-[1fr_auto_auto]">
              <div>
                <p className="font-semibold">{formatDate(d.startDate, lang)} – {formatDate(d.endDate, lang)}</p>
                <p className="text-sm text-slate-600">{t(`categoryValue.${d.category}`)} · {t(`groupType.${d.groupType}`)}</p>
              </div>
              <p>
                <span className="font-semibold">{formatPrice(d.unitPriceCents, lang)}</span>{' '}
                <span className="text-sm text-slate-600">{tc('perPerson')}</span>
                {d.unitPriceCents < d.listPriceCents ? (
                  <span className="block text-sm text-slate-600">
                    <s>{formatPrice(d.listPriceCents, lang)}</s> {t('discount', { percent: d.discountPercent })}
                  </span>
                ) : null}
              </p>
              <div className="flex items-center gap-3">
                <span className={`rounded px-2 py-1 text-sm font-medium ${badge[d.availability]}`} aria-describedby={showsPlaceCount(d.availability) ? 'departures-places-note' : undefined}>
                  {availabilityLabel(d.availability, d.placesLeft, { spotsLeft: (count) => t('spotsLeft', { count }), lastSpot: t('lastSpot'), soldOut: t('soldOut') })}
                </span>
                {d.bookable ? (
                  <Link href={`${bookHref}?departure=${d.id}`} className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-3 text-sm font-semibold text-white">
                    {t('book')}
                  </Link>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      {counted ? <p id="departures-places-note" className="mt-2 text-sm text-slate-600" data-testid="places-may-change">{t('placesMayChange')}</p> : null}
    </section>
  );
}
