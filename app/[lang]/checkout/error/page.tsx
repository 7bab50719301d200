import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { primaryButton, secondaryButton } from '@/components/booking/booking-notice';
import { HoldCountdown } from '@/components/booking/hold-countdown';
import { PageHeader } from '@/components/ui/page-header';
import { bookingQuery } from '@/lib/booking/query';
import { getBooking } from '@/lib/data/bookings';
import { bookPagePath } from '@/lib/data/trip-paths';
import { formatDate, formatPrice } from '@/lib/format';
import { Link } from '@/lib/i18n/link';
import { describedPageMetadata, pageLocale } from '@/lib/i18n/page-locale';
import { pagePath } from '@/lib/i18n/pages';
import { pickMessages } from '@/lib/i18n/pick-messages';

/** Personal: rendered for each request (never a cached copy), with a per-request script nonce. */
export const dynamic = 'force-dynamic';

export const generateMetadata = describedPageMetadata('CheckoutError', 'checkout/error', true);

const reasons = ['declined', 'insufficient_funds', 'hold_expired', 'cancelled'] as const;
type Reason = (typeof reasons)[number];

/**
 * "Booking Error": what happened (the provider's reason), what to do about it, and where the booking stands: the
 * places still held and until when, released, or a confirmed booking whose balance is still due. "Try again" returns
 * to checkout while the hold lasts (everything entered is kept), to payment for a balance, and to the departure
 * picker once the hold has ended.
 */
export default async function CheckoutErrorPage({ params, searchParams }: PageProps<'/[lang]/checkout/error'>) {
  const lang = await pageLocale(params);
  const [t, tm, messages, query] = await Promise.all([getTranslations('CheckoutError'), getTranslations('Menu'), getMessages(), searchParams]);
  const access = bookingQuery(query);
  const booking = access ? await getBooking(access.reference, access.key) : null;
  const reason = reasons.find((r) => r === query.reason) as Reason | undefined;
  const keyQuery = booking ? { booking: booking.reference, ...(access?.key ? { key: access.key } : {}) } : {};
  const held = booking?.status === 'held' && booking.holdExpiresAt !== null;
  let retry: { pathname: string; query?: Record<string, string> } = { pathname: '/' };
  let retryLabel = t('tryAgain');
  if (held) retry = { pathname: '/checkout', query: keyQuery };
  else if (booking?.status === 'confirmed' && booking.amountDueCents > 0) retry = { pathname: '/payment', query: keyQuery };
  else if (booking) {
    retry = { pathname: await bookPagePath(lang, booking.departure.tripId), query: { departure: String(booking.departure.id) } };
    retryLabel = t('backToDepartures');
  }
  const offerDeposit = held && reason === 'insufficient_funds' && booking.paymentOption === 'full' && booking.deposit.available;
  return (
    <>
      <PageHeader title={t('heading')} />
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
        <div role="alert" className="space-y-2" data-testid="payment-error-cause">
          <p className="text-lg font-semibold">{reason ? t(`reasons.${reason}`) : t('description')}</p>
          <p className="text-lg">{reason ? t(`whatNext.${reason}`) : t('advice')}</p>
          {offerDeposit ? <p>{t('depositInstead', { amount: formatPrice(booking.deposit.cents, lang) })}</p> : null}
        </div>
        <div data-testid="hold-state">
          {held && booking.holdExpiresAt ? (
            <NextIntlClientProvider messages={pickMessages(messages, ['Checkout'])}>
              <HoldCountdown expiresAt={booking.holdExpiresAt} withClock />
            </NextIntlClientProvider>
          ) : null}
          {booking?.status === 'expired' ? <p className="rounded-md bg-slate-100 px-4 py-3 font-medium">{t('placesReleased')}</p> : null}
          {booking?.status === 'confirmed' && booking.amountDueCents > 0 && booking.balanceDueOn ? (
            <p className="rounded-md bg-brand-50 px-4 py-3 font-medium">
              {t('bookingStands', { amount: formatPrice(booking.amountDueCents, lang), date: formatDate(booking.balanceDueOn, lang) })}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-3">
          <Link href={retry} className={primaryButton}>{retryLabel}</Link>
          <Link href={pagePath(lang, 'contact')} className={secondaryButton}>{tm('contact')}</Link>
        </div>
      </div>
    </>
  );
}
