import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { BookingNotice, primaryButton, secondaryButton } from '@/components/booking/booking-notice';
import { ConfirmationPoller } from '@/components/booking/confirmation-poller';
import { OrderSummary } from '@/components/booking/order-summary';
import { PageHeader } from '@/components/ui/page-header';
import { bookingPageHref } from '@/lib/booking/booking-urls';
import { bookingQuery } from '@/lib/booking/query';
import { getBooking } from '@/lib/data/bookings';
import { RETRY } from '@/lib/data/retry';
import { getTrip } from '@/lib/data/trips';
import { formatDate, formatPrice } from '@/lib/format';
import { Link } from '@/lib/i18n/link';
import { describedPageMetadata, pageLocale } from '@/lib/i18n/page-locale';
import { pickMessages } from '@/lib/i18n/pick-messages';
import { bounded } from '@/lib/supabase/timeout';

/** Personal: rendered for each request (never a cached copy), with a per-request script nonce. */
export const dynamic = 'force-dynamic';

export const generateMetadata = describedPageMetadata('CheckoutSuccess', 'checkout/success', true);

/**
 * The booking as the database knows it. "Confirmed" appears only once the provider's signed event has been processed;
 * until then the page waits and looks again. It never confirms anything itself.
 */
export default async function CheckoutSuccessPage({ params, searchParams }: PageProps<'/[lang]/checkout/success'>) {
  const lang = await pageLocale(params);
  const [t, tc, tm, messages, query] = await Promise.all([
    getTranslations('CheckoutSuccess'), getTranslations('Checkout'), getTranslations('Common'), getMessages(), searchParams,
  ]);
  const access = bookingQuery(query);
  // A traveller lands here right after paying: while the backend cannot be read, the page says the confirmation is on
  // its way and keeps looking, rather than an error or a wait (the session's refresh alone may retry for 30 s).
  const booking = access ? await bounded(getBooking(access.reference, access.key), RETRY.budgetMs).catch(() => 'unreachable' as const) : null;
  if (booking === 'unreachable') {
    return (
      <>
        <PageHeader title={t('pendingHeading')} />
        <div className="mx-auto grid max-w-3xl gap-3 px-4 py-10" role="status">
          <p className="text-lg font-semibold">{t('unreachable')}</p>
          <NextIntlClientProvider messages={pickMessages(messages, ['CheckoutSuccess'])}><ConfirmationPoller /></NextIntlClientProvider>
        </div>
      </>
    );
  }
  if (!access || !booking) {
    return <><PageHeader title={tc('heading')} /><BookingNotice text={tc('bookingNotFound')}><Link href="/" className={primaryButton}>{tm('backHome')}</Link></BookingNotice></>;
  }
  const keyQuery = { booking: booking.reference, ...(access.key ? { key: access.key } : {}) };
  const trip = await getTrip(lang, booking.departure.tripId).catch(() => null);
  const confirmed = booking.status === 'confirmed';
  const balance = booking.totalCents - booking.paidCents;
  return (
    <>
      <PageHeader title={confirmed ? t('heading') : t('pendingHeading')} />
      <div className="mx-auto grid max-w-3xl gap-6 px-4 py-10">
        {confirmed ? (
          <div className="grid gap-2" role="status">
            <p className="text-lg font-semibold">{t('confirmedText')}</p>
            {booking.billing.email ? <p>{t('emailSent', { email: booking.billing.email })}</p> : null}
          </div>
        ) : booking.status === 'held' && booking.detailsSaved ? (
          <div className="grid gap-3" role="status">
            <p className="flex items-center gap-3 text-lg font-semibold"><span aria-hidden="true" className="h-6 w-6 shrink-0 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700" />{t('pendingText')}</p>
            {booking.billing.email ? <p>{t('onItsWay', { email: booking.billing.email })}</p> : null}
            <NextIntlClientProvider messages={pickMessages(messages, ['CheckoutSuccess'])}><ConfirmationPoller /></NextIntlClientProvider>
          </div>
        ) : (
          <p className="rounded-md bg-amber-50 p-4">{t('notPaid')}</p>
        )}
        <OrderSummary lang={lang} booking={booking} tripTitle={trip?.text.title ?? ''} showPayments />
        {confirmed ? (
          <dl className="grid gap-2 rounded-lg border border-slate-200 p-4" data-testid="payment-facts">
            <div className="flex flex-wrap justify-between gap-2"><dt>{t('paid')}</dt><dd className="font-semibold">{formatPrice(booking.paidCents, lang)}</dd></div>
            {balance > 0 ? (
              <div className="flex flex-wrap justify-between gap-2">
                <dt>{t('balance')}</dt>
                <dd className="font-semibold">{booking.balanceDueOn ? t('balanceDue', { amount: formatPrice(balance, lang), date: formatDate(booking.balanceDueOn, lang) }) : formatPrice(balance, lang)}</dd>
              </div>
            ) : null}
          </dl>
        ) : null}
        <div className="flex flex-wrap gap-3">
          {confirmed ? <Link href={bookingPageHref(booking.reference, access.key)} className={primaryButton}>{t('manage')}</Link> : null}
          {confirmed && balance > 0 ? <Link href={{ pathname: '/payment', query: keyQuery }} className={secondaryButton}>{t('payBalance')}</Link> : null}
          {!confirmed && booking.status === 'held' ? <Link href={{ pathname: '/payment', query: keyQuery }} className={secondaryButton}>{t('payNow')}</Link> : null}
          <Link href="/" className={secondaryButton}>{tm('backHome')}</Link>
        </div>
      </div>
    </>
  );
}
