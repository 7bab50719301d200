import { getTranslations } from 'next-intl/server';
import { primaryButton } from '@/components/booking/booking-notice';
import { daysUntil, type ManagedBooking, type ManagedStatus } from '@/lib/booking/manage';
import { formatDate, formatPrice } from '@/lib/format';
import { Link } from '@/lib/i18n/link';
import type { Locale } from '@/lib/i18n/routing';

const TONE: Record<ManagedStatus, string> = {
  held: 'bg-amber-100 text-amber-950',
  expired: 'bg-slate-200 text-slate-900',
  confirmed: 'bg-emerald-100 text-emerald-950',
  balance_due: 'bg-amber-100 text-amber-950',
  partly_refunded: 'bg-sky-100 text-sky-950',
  cancelled: 'bg-slate-200 text-slate-900',
  refunded: 'bg-slate-200 text-slate-900',
};

/** The status first, what it means in money and dates, the one thing to do next, and the days to departure. */
export async function BookingStatus({ managed, lang, keyQuery }: { managed: ManagedBooking; lang: Locale; keyQuery: Record<string, string> }) {
  const t = await getTranslations('BookingPage');
  const { booking, status } = managed;
  const balance = booking.totalCents - booking.paidCents;
  const days = daysUntil(booking.departure.startDate, managed.today);
  const ended = daysUntil(booking.departure.endDate, managed.today) < 0;
  const lines: string[] = [];
  if (status === 'held') lines.push(t('held'));
  if (status === 'balance_due' || (status === 'partly_refunded' && balance > 0)) {
    lines.push(booking.balanceDueOn ? t('balanceDue', { amount: formatPrice(balance, lang), date: formatDate(booking.balanceDueOn, lang) }) : formatPrice(balance, lang));
  }
  if (status === 'confirmed') lines.push(t('fullyPaid'));
  if ((status === 'cancelled' || status === 'refunded') && managed.cancelledAt) lines.push(t('cancelledOn', { date: formatDate(managed.cancelledAt, lang) }));
  if (managed.refundedCents > 0) lines.push(t('refundedAmount', { amount: formatPrice(managed.refundedCents, lang) }));
  const live = booking.status === 'confirmed' || booking.status === 'held';
  return (
    <section aria-labelledby="booking-status" className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4" data-testid="booking-status">
      <h2 id="booking-status" className="sr-only">{t('statusLabel')}</h2>
      <div className="flex flex-wrap items-center gap-3">
        <span className={`rounded-full px-3 py-1 text-sm font-semibold ${TONE[status]}`} data-status={status}>{t(`status.${status}`)}</span>
        {live ? (
          <span className="font-medium text-slate-800" data-testid="countdown">
            {ended ? t('tripEnded') : days < 0 ? t('tripUnderway') : t('countdown', { days })}
          </span>
        ) : null}
      </div>
      {lines.map((line) => <p key={line} className="text-lg">{line}</p>)}
      {status === 'held' ? <div><Link href={{ pathname: '/payment', query: keyQuery }} className={primaryButton}>{t('payHold')}</Link></div> : null}
      {booking.status === 'confirmed' && balance > 0 && days > 0 ? (
        <div><Link href={{ pathname: '/payment', query: keyQuery }} className={primaryButton}>{t('payBalance')}</Link></div>
      ) : null}
    </section>
  );
}
