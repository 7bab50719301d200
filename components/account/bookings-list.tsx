import { getTranslations } from 'next-intl/server';
import type { AccountBooking } from '@/lib/data/account';
import { bookingPagePath } from '@/lib/booking/booking-urls';
import { formatDate, formatPrice } from '@/lib/format';
import { Link } from '@/lib/i18n/link';
import type { Locale } from '@/lib/i18n/routing';
import { tripPath } from '@/lib/trip-path';

const STATUS_TONE: Record<AccountBooking['status'], string> = {
  held: 'bg-amber-100 text-amber-900',
  confirmed: 'bg-emerald-100 text-emerald-900',
  expired: 'bg-slate-200 text-slate-800',
  cancelled: 'bg-slate-200 text-slate-800',
};

async function BookingCard({ booking, lang }: { booking: AccountBooking; lang: Locale }) {
  const t = await getTranslations('Account.bookings');
  const query = { booking: booking.reference };
  const dates = booking.startDate
    ? `${formatDate(booking.startDate, lang)}${booking.endDate ? ` – ${formatDate(booking.endDate, lang)}` : ''}`
    : null;
  return (
    <li className="rounded-lg border border-slate-200 p-4" data-testid="account-booking" data-reference={booking.reference}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h4 className="font-semibold">
            {booking.trip ? <Link href={tripPath(booking.trip.id, booking.trip.slug)} className="underline">{booking.trip.title}</Link> : t('tripUnavailable')}
          </h4>
          <p className="text-sm text-slate-600">{t('reference', { reference: booking.reference })}</p>
        </div>
        <span className={`rounded-full px-2 py-0.5 text-sm font-medium ${STATUS_TONE[booking.status]}`}>{t(`status.${booking.status}`)}</span>
      </div>
      <p className="mt-2 text-slate-800">
        {dates ? <span>{dates} · </span> : null}
        {t('places', { count: booking.places })}
      </p>
      <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        <dt className="text-slate-600">{t('total')}</dt>
        <dd className="font-medium">{formatPrice(booking.totalCents, lang)}</dd>
        <dt className="text-slate-600">{t('paid')}</dt>
        <dd className="font-medium">{formatPrice(booking.paidCents, lang)}</dd>
        {booking.balanceCents > 0 ? (
          <>
            <dt className="text-slate-600">{t('balance')}</dt>
            <dd className="font-medium">
              {formatPrice(booking.balanceCents, lang)}
              {booking.balanceDueOn ? <span className="block text-slate-600">{t('dueOn', { date: formatDate(booking.balanceDueOn, lang) })}</span> : null}
            </dd>
          </>
        ) : null}
      </dl>
      <div className="mt-3 flex flex-wrap gap-3">
        {booking.status === 'held' && booking.upcoming ? (
          <Link href={{ pathname: '/payment', query }} className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-4 py-2 font-semibold text-white">{t('payHold')}</Link>
        ) : null}
        {booking.balanceCents > 0 && booking.upcoming ? (
          <Link href={{ pathname: '/payment', query }} className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-4 py-2 font-semibold text-white">{t('payBalance')}</Link>
        ) : null}
        <Link href={bookingPagePath(booking.reference)} className="inline-flex min-h-11 items-center rounded-md border border-slate-300 px-4 py-2 font-semibold">{t('manage')}</Link>
      </div>
    </li>
  );
}

/** Upcoming trips first (soonest at the top), then past ones. */
export async function BookingsList({ bookings, lang }: { bookings: AccountBooking[]; lang: Locale }) {
  const t = await getTranslations('Account.bookings');
  if (bookings.length === 0) return <p className="text-slate-700">{t('none')}</p>;
  const upcoming = bookings.filter((b) => b.upcoming).reverse();
  const past = bookings.filter((b) => !b.upcoming);
  const group = (title: string, items: AccountBooking[], id: string) =>
    items.length ? (
      <section aria-labelledby={id} className="space-y-3">
        <h3 id={id} className="text-lg font-semibold">{title}</h3>
        <ul className="space-y-3">
          {items.map((booking) => <BookingCard key={booking.reference} booking={booking} lang={lang} />)}
        </ul>
      </section>
    ) : null;
  return (
    <div className="space-y-6">
      {group(t('upcoming'), upcoming, 'bookings-upcoming')}
      {group(t('past'), past, 'bookings-past')}
    </div>
  );
}
