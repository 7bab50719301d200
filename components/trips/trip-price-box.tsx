import { getTranslations } from 'next-intl/server';
import { offersDeposit, type BookingTerms } from '@/lib/booking/terms';
import type { TripDetail } from '@/lib/data/trips';
import { formatPrice } from '@/lib/format';
import { Link } from '@/lib/i18n/link';
import type { Locale } from '@/lib/i18n/routing';
import { site } from '@/lib/site';

/**
 * The price per person, the payment rule and the trip's calls to action. On wide screens it stays in view (sticky in
 * its own column) while the traveller reads the whole trip.
 */
export async function TripPriceBox({ lang, trip, terms, bookHref, notesHref }: {
  lang: Locale;
  trip: TripDetail;
  terms: BookingTerms | null;
  bookHref: string;
  notesHref: string;
}) {
  const [t, tc] = await Promise.all([getTranslations('Trip'), getTranslations('Common')]);
  const { card } = trip;
  const discount = card.discount_percent ?? 0;
  const button = 'flex min-h-11 items-center justify-center rounded-md px-4 py-2 text-center font-semibold';
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm lg:sticky lg:top-32" data-testid="trip-price">
      <p className="text-sm text-slate-600">{t('price')}</p>
      <p className="text-2xl font-bold">
        {tc('from', { price: formatPrice(card.from_price_cents ?? 0, lang) })}
        {discount > 0 ? <span className="ml-2 rounded bg-red-700 px-1.5 py-0.5 align-middle text-sm text-white">{t('discount', { percent: discount })}</span> : null}
      </p>
      <p className="text-sm text-slate-700">{tc('perPerson')}</p>
      {discount > 0 ? <p className="text-sm text-slate-600 line-through">{t('priceBefore', { price: formatPrice(card.price_from_cents ?? 0, lang) })}</p> : null}
      {terms ? (
        <p className="mt-2 text-sm text-slate-700">
          {offersDeposit(terms) ? t('depositRule', { percent: terms.depositPercent, days: terms.depositMinDays }) : t('fullPaymentOnly')}{' '}
          <a href="#terms" className="text-brand-700 underline">{t('seeTerms')}</a>
        </p>
      ) : null}
      <div className="mt-4 grid gap-2">
        <Link href={bookHref} className={`${button} bg-brand-700 text-white`}>{t('bookNow')}</Link>
        <a href="#departures" className={`${button} border border-brand-700 text-brand-700`}>{t('checkAvailability')}</a>
        <a href={`tel:${site.phone.replace(/\s+/g, '')}`} className={`${button} border border-slate-300`}>{t('bookCall')}</a>
        <a href="#inquiry" className={`${button} border border-slate-300`}>{t('sendInquiry')}</a>
        <a href={notesHref} download className="inline-flex min-h-11 items-center justify-center text-center text-sm text-brand-700 underline">{t('downloadNotes')}</a>
      </div>
    </div>
  );
}
