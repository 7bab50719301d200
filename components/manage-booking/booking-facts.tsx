import { getTranslations } from 'next-intl/server';
import { bookingDocumentHref } from '@/lib/booking/booking-urls';
import type { ManagedBooking } from '@/lib/booking/manage';
import { guaranteeRow } from '@/components/booking/guarantee-row';
import { formatDate, formatPrice } from '@/lib/format';
import { Link } from '@/lib/i18n/link';
import type { Locale } from '@/lib/i18n/routing';
import { tripPath } from '@/lib/trip-path';

const linkClass = 'inline-flex min-h-11 items-center font-semibold text-brand-700 underline';

/** The trip, departure, category and travellers, then every payment (with its receipt) and refund. */
export async function BookingFacts({ managed, lang, access, trip }: {
  managed: ManagedBooking;
  lang: Locale;
  access: { reference: string; key: string | null };
  trip: { title: string; slug: string } | null;
}) {
  const { booking } = managed;
  const [t, td, guarantee] = await Promise.all([getTranslations('BookingPage'), getTranslations('Departures'), guaranteeRow(booking)]);
  const rows: [string, React.ReactNode][] = [
    [t('facts.trip'), trip ? <Link href={tripPath(booking.departure.tripId, trip.slug)} className="underline">{trip.title}</Link> : '—'],
    [t('facts.dates'), `${formatDate(booking.departure.startDate, lang)} – ${formatDate(booking.departure.endDate, lang)}`],
    ...(guarantee ? [guarantee] : []),
    [t('facts.category'), `${td(`categoryValue.${booking.departure.category}`)} · ${td(`groupType.${booking.departure.groupType}`)}`],
    [t('facts.travellers'), String(booking.places)],
    [t('facts.total'), formatPrice(booking.totalCents, lang)],
    [t('facts.paid'), formatPrice(booking.paidCents, lang)],
  ];
  if (managed.refundedCents > 0) rows.push([t('facts.refunded'), formatPrice(managed.refundedCents, lang)]);
  return (
    <div className="grid gap-6">
      <dl className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white" data-testid="booking-facts">
        {rows.map(([label, value]) => (
          <div key={label} className="grid grid-cols-[minmax(0,8rem)_1fr] gap-3 px-4 py-2 sm:grid-cols-[11rem_1fr]">
            <dt className="text-slate-600">{label}</dt>
            <dd className="min-w-0 break-words font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="booking-payments" className="grid gap-3">
        <h2 id="booking-payments" className="text-xl font-semibold">{t('payments.heading')}</h2>
        {managed.payments.length === 0 ? <p>{t('payments.none')}</p> : null}
        <ul className="grid gap-2" data-testid="booking-payments">
          {managed.payments.map((payment) => (
            <li key={payment.id} className="flex flex-wrap items-center justify-between gap-x-4 rounded-md border border-slate-200 px-4 py-2">
              <span>
                <span className="font-medium">{t(`payments.${payment.kind === 'balance' ? 'balance' : booking.paymentOption === 'deposit' ? 'deposit' : 'initial'}`)}</span>{' '}
                {t('facts.paidOn', { amount: formatPrice(payment.amountCents, lang), date: formatDate(payment.createdAt, lang) })}
              </span>
              <a href={bookingDocumentHref(lang, access.reference, access.key, `receipts/${payment.id}`)} download className={linkClass}>
                {t('documents.receipt')}
              </a>
            </li>
          ))}
          {managed.refunds.map((refund) => (
            <li key={refund.id} className="rounded-md border border-slate-200 px-4 py-2">
              {refund.status === 'succeeded'
                ? <><span className="font-medium">{t('payments.refund')}</span> {t('facts.paidOn', { amount: formatPrice(refund.amountCents, lang), date: formatDate(refund.createdAt, lang) })}</>
                : t(refund.status === 'pending' ? 'payments.refundPending' : 'payments.refundFailed', { amount: formatPrice(refund.amountCents, lang) })}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
