import { getTranslations } from 'next-intl/server';
import { liveTexts } from '@/components/booking/booking-texts';
import { GuaranteeBadge } from '@/components/booking/guarantee-badge';
import { GuaranteeNote } from '@/components/booking/guarantee-note';
import { LivePlacesProvider, StalePlacesNote } from '@/components/booking/live-places';
import { placesNow } from '@/lib/booking/live-places';
import type { Departure } from '@/lib/data/trips';
import { formatDate, formatPrice } from '@/lib/format';
import type { Locale } from '@/lib/i18n/routing';
import { DepartureLiveStatus } from './departure-live-status';

/**
 * Upcoming departures with their price per person and availability; bookable ones link to booking, sold-out ones to
 * their waitlist there. The page is a cached copy (minutes old): the places left come from the live read while it is
 * open (LivePlacesProvider).
 */
export async function TripDepartures({ lang, tripId, departures, bookHref }: { lang: Locale; tripId: number; departures: Departure[]; bookHref: string }) {
  const [t, tc, texts] = await Promise.all([getTranslations('Departures'), getTranslations('Common'), liveTexts()]);
  return (
    <section id="departures" aria-labelledby="departures-title" className="mx-auto max-w-4xl scroll-mt-28 px-4 py-8">
      <h2 id="departures-title" className="text-2xl font-semibold">{t('title')}</h2>
      {departures.length === 0 ? (
        <p className="mt-3 text-slate-600">{t('empty')}</p>
      ) : (
        <LivePlacesProvider tripId={tripId} texts={texts} initial={departures.map(placesNow)}>
            <ul className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200" data-testid="departure-list">
              {departures.map((d) => {
                const live = placesNow(d);
                return (
                  <li key={d.id} data-departure-id={d.id} className="grid items-center gap-2 p-4 sm:grid-cols-[1fr_auto_auto]">
                    <div>
                      <p className="font-semibold">{formatDate(d.startDate, lang)} – {formatDate(d.endDate, lang)}</p>
                      <p className="text-sm text-slate-600">{t(`categoryValue.${d.category}`)} · {t(`groupType.${d.groupType}`)}</p>
                      <GuaranteeBadge initial={live} className="mt-1" />
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
                    <DepartureLiveStatus initial={live} bookHref={bookHref} bookLabel={t('book')} waitlistLabel={t('joinWaitlist')} />
                  </li>
                );
              })}
            </ul>
            <StalePlacesNote className="mt-2" />
            <GuaranteeNote className="mt-2" />
        </LivePlacesProvider>
      )}
    </section>
  );
}
