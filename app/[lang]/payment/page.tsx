import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { BookingNotice, primaryButton } from '@/components/booking/booking-notice';
import { HoldCountdown } from '@/components/booking/hold-countdown';
import { OrderSummary } from '@/components/booking/order-summary';
import { payWithTestCardAction, startHostedCheckoutAction } from '@/components/payment/actions';
import { HostedCheckoutButton } from '@/components/payment/hosted-checkout-button';
import { TestCardForm } from '@/components/payment/test-card-form';
import { TestCardsHint } from '@/components/payment/test-cards-hint';
import { PageHeader } from '@/components/ui/page-header';
import { bookingQuery } from '@/lib/booking/query';
import { getBooking } from '@/lib/data/bookings';
import { bookPagePath } from '@/lib/data/trip-paths';
import { getTrip } from '@/lib/data/trips';
import { formatDate, formatPrice } from '@/lib/format';
import { Link } from '@/lib/i18n/link';
import { describedPageMetadata, pageLocale } from '@/lib/i18n/page-locale';
import { pickMessages } from '@/lib/i18n/pick-messages';
import { providerName } from '@/lib/payments';

/** Personal: rendered for each request (never a cached copy), with a per-request script nonce. */
export const dynamic = 'force-dynamic';

export const generateMetadata = describedPageMetadata('Payment', 'payment', true);

/** The provider takes the amount due today (the deposit or the total), or later the balance. */
export default async function PaymentPage({ params, searchParams }: PageProps<'/[lang]/payment'>) {
  const lang = await pageLocale(params);
  const [t, tc, ts, tCommon, messages, query] = await Promise.all([
    getTranslations('Payment'), getTranslations('Checkout'), getTranslations('CheckoutSuccess'), getTranslations('Common'), getMessages(), searchParams,
  ]);
  const access = bookingQuery(query);
  const booking = access ? await getBooking(access.reference, access.key) : null;
  const header = <PageHeader title={t('heading')} intro={t('description')} />;
  if (!access || !booking) {
    return <>{header}<BookingNotice text={tc('bookingNotFound')}><Link href="/" className={primaryButton}>{tCommon('backHome')}</Link></BookingNotice></>;
  }
  const keyQuery = { booking: booking.reference, ...(access.key ? { key: access.key } : {}) };
  if (booking.status === 'expired') {
    const bookPath = await bookPagePath(lang, booking.departure.tripId);
    return <>{header}<BookingNotice text={tc('holdEnded')}><Link href={{ pathname: bookPath, query: { departure: String(booking.departure.id) } }} className={primaryButton}>{tc('holdEndedAction')}</Link></BookingNotice></>;
  }
  if (booking.status === 'held' && !booking.detailsSaved) {
    return <>{header}<BookingNotice text={tc('description')}><Link href={{ pathname: '/checkout', query: keyQuery }} className={primaryButton}>{tc('heading')}</Link></BookingNotice></>;
  }
  if (booking.amountDueCents <= 0) {
    return <>{header}<BookingNotice text={t('nothingDue')}><Link href={{ pathname: '/checkout/success', query: keyQuery }} className={primaryButton}>{tc('viewBooking')}</Link></BookingNotice></>;
  }
  const provider = providerName();
  const trip = await getTrip(lang, booking.departure.tripId);
  const amount = formatPrice(booking.amountDueCents, lang);
  const balanceAfter = booking.status === 'held' ? booking.balanceCents : booking.balanceCents - booking.amountDueCents;
  return (
    <>
      {header}
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <aside className="grid content-start gap-4 lg:col-start-2 lg:row-start-1" aria-label={tc('orderSummary')}>
          <OrderSummary lang={lang} booking={booking} tripTitle={trip?.text.title ?? ''} showPayments />
          {booking.status === 'held' && booking.holdExpiresAt ? (
            <NextIntlClientProvider messages={pickMessages(messages, ['Checkout'])}><HoldCountdown expiresAt={booking.holdExpiresAt} /></NextIntlClientProvider>
          ) : null}
        </aside>
        <section className="grid min-w-0 content-start gap-6 lg:col-start-1 lg:row-start-1" aria-labelledby="amount-due">
          <div className="rounded-lg bg-brand-50 p-4">
            <h2 id="amount-due" className="text-sm font-medium text-slate-700">{booking.status === 'confirmed' ? t('balanceFor', { reference: booking.reference }) : t('amountDue')}</h2>
            <p className="text-3xl font-bold" data-testid="amount-due">{amount}</p>
            {balanceAfter > 0 && booking.balanceDueOn ? (
              <p className="mt-1 text-sm text-slate-700">{tc('futurePayments')}: {tc('balanceDue', { amount: formatPrice(balanceAfter, lang), date: formatDate(booking.balanceDueOn, lang) })}</p>
            ) : null}
          </div>
          {provider === null ? <p role="alert" className="rounded-md bg-amber-50 p-4">{t('notConfigured')}</p> : null}
          <NextIntlClientProvider messages={pickMessages(messages, ['Payment', 'Booking', 'BookingForm', 'Checkout'])}>
            {provider === 'test' ? (
              <>
                <TestCardsHint />
                <TestCardForm amount={amount} pay={payWithTestCardAction.bind(null, booking.reference, access.key, lang)} />
              </>
            ) : null}
            {provider === 'stripe' ? <HostedCheckoutButton start={startHostedCheckoutAction.bind(null, booking.reference, access.key, lang)} amount={amount} /> : null}
          </NextIntlClientProvider>
          <p className="text-sm text-slate-600">{t('secure')}</p>
          {booking.status === 'confirmed' ? <p className="text-sm"><Link href={{ pathname: '/checkout/success', query: keyQuery }} className="text-brand-700 underline">{ts('heading')}</Link></p> : null}
        </section>
      </div>
    </>
  );
}
