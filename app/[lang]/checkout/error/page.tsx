import { getTranslations } from 'next-intl/server';
import { primaryButton, secondaryButton } from '@/components/booking/booking-notice';
import { PageHeader } from '@/components/ui/page-header';
import { bookingQuery } from '@/lib/booking/query';
import { getBooking } from '@/lib/data/bookings';
import { bookPagePath } from '@/lib/data/trip-paths';
import { Link } from '@/lib/i18n/navigation';
import { describedPageMetadata, pageLocale } from '@/lib/i18n/page-locale';
import { pagePath } from '@/lib/i18n/pages';

/** Personal: rendered for each request (never a cached copy), with a per-request script nonce. */
export const dynamic = 'force-dynamic';

export const generateMetadata = describedPageMetadata('CheckoutError', 'checkout/error', true);

const reasons = ['declined', 'insufficient_funds', 'hold_expired', 'cancelled'] as const;
type Reason = (typeof reasons)[number];

/**
 * "Booking Error" with advice. "Try again" returns to checkout while the hold is still valid (the details are kept),
 * to payment for a balance, and to the departure picker once the hold has ended.
 */
export default async function CheckoutErrorPage({ params, searchParams }: PageProps<'/[lang]/checkout/error'>) {
  const lang = await pageLocale(params);
  const [t, tm, query] = await Promise.all([getTranslations('CheckoutError'), getTranslations('Menu'), searchParams]);
  const access = bookingQuery(query);
  const booking = access ? await getBooking(access.reference, access.key) : null;
  const reason = reasons.find((r) => r === query.reason) as Reason | undefined;
  const keyQuery = booking ? { booking: booking.reference, ...(access?.key ? { key: access.key } : {}) } : {};
  let retry: { pathname: string; query?: Record<string, string> } = { pathname: '/' };
  let retryLabel = t('tryAgain');
  if (booking?.status === 'held') retry = { pathname: '/checkout', query: keyQuery };
  else if (booking?.status === 'confirmed' && booking.amountDueCents > 0) retry = { pathname: '/payment', query: keyQuery };
  else if (booking) {
    retry = { pathname: await bookPagePath(lang, booking.departure.tripId), query: { departure: String(booking.departure.id) } };
    retryLabel = t('backToDepartures');
  }
  return (
    <>
      <PageHeader title={t('heading')} />
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
        <div role="alert" className="space-y-2">
          {reason ? <p className="text-lg font-semibold">{t(`reasons.${reason}`)}</p> : null}
          <p className="text-lg">{t('advice')}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link href={retry} className={primaryButton}>{retryLabel}</Link>
          <Link href={pagePath(lang, 'contact')} className={secondaryButton}>{tm('contact')}</Link>
        </div>
      </div>
    </>
  );
}
