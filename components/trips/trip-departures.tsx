import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { LivePlacesProvider, StalePlacesNote } from '@/components/booking/live-places';
import { LIVE_TEXTS } from '@/lib/booking/live-places';
import type { Departure } from '@/lib/data/trips';
import { formatDate, formatPrice } from '@/lib/format';
import { pickKeys } from '@/lib/i18n/pick-messages';
import type { Locale } from '@/lib/i18n/routing';
import { DepartureLiveStatus } from './departure-live-status';

/**
 * Upcoming departures with their price per person and availability; bookable ones link to booking, sold-out ones to
 * their waitlist there. The page is a cached copy (minutes old): the places left come from the live read while it is
 * open (LivePlacesProvider).
 */
export async function TripDepartures({ lang, tripId, departures, bookHref }: { lang: Locale; tripId: number; departures: Departure[]; bookHref: string }) {
  const [t, tc, messages] = await Promise.all([getTranslations('Departures'), getTranslations('Common'), getMessages()]);
  return (
    <section id="departures" aria-labelledby="departures-title" className="mx-auto max-w-4xl scroll-mt-28 px-4 py-8">
      <h2 id="departures-title" className="text-2xl font-semibold">{t('title')}</h2>
      {departures.length === 0 ? (
        <p className="mt-3 text-slate-600">{t('empty')}</p>
      ) : (
        <NextIntlClientProvider messages={{ Departures: pickKeys(messages.Departures, LIVE_TEXTS) }}>
          <LivePlacesProvider tripId={tripId}>
            <ul className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200" data-testid="departure-list">
              {departures.map((d) => (
                <li key={d.id} data-departure-id={d.id} className="grid items-center gap-2 p-4 sm:grid-cols-[1fr_auto_auto]">
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
                  <DepartureLiveStatus initial={{ id: d.id, placesLeft: d.placesLeft, availability: d.availability, bookable: d.bookable }} bookHref={bookHref} bookLabel={t('book')} waitlistLabel={t('joinWaitlist')} />
                </li>
              ))}
            </ul>
            <StalePlacesNote className="mt-2" />
          </LivePlacesProvider>
        </NextIntlClientProvider>
      )}
    </section>
  );
}
