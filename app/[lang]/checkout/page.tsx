import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { BookingNotice, primaryButton } from '@/components/booking/booking-notice';
import { HoldCountdown } from '@/components/booking/hold-countdown';
import { OrderSummary } from '@/components/booking/order-summary';
import { ReleaseHoldButton } from '@/components/booking/release-hold-button';
import { CheckoutForm } from '@/components/checkout/checkout-form';
import { PromotionCode } from '@/components/checkout/promotion-code';
import { TripBookingTerms } from '@/components/trips/trip-booking-terms';
import { PageHeader } from '@/components/ui/page-header';
import { countryOptions } from '@/lib/booking/countries';
import { checkoutDefaults } from '@/lib/booking/checkout-defaults';
import { bookingQuery } from '@/lib/booking/query';
import { offersDeposit } from '@/lib/booking/terms';
import { getBooking } from '@/lib/data/bookings';
import { bookPagePath } from '@/lib/data/trip-paths';
import { getTrip, getTripTerms } from '@/lib/data/trips';
import { formatDate, formatPrice } from '@/lib/format';
import { Link } from '@/lib/i18n/link';
import { describedPageMetadata, pageLocale } from '@/lib/i18n/page-locale';
import { pagePath } from '@/lib/i18n/pages';
import { pickMessages } from '@/lib/i18n/pick-messages';

/** Personal: rendered for each request (never a cached copy), with a per-request script nonce. */
export const dynamic = 'force-dynamic';

/**
 * Crawlable, like the book page: every checkout URL (its booking reference and key ride in the query) has the bare
 * /{lang}/checkout as canonical, which only invites a visitor to start a booking, so no booking's URL is listed. It used
 * to say noindex, which costs the page its SEO audit for no gain; the confirmation and error pages keep noindex.
 */
export const generateMetadata = describedPageMetadata('Checkout', 'checkout');

/** Checkout of a held booking: the order summary, the time left on the hold, and the form. */
export default async function CheckoutPage({ params, searchParams }: PageProps<'/[lang]/checkout'>) {
  const lang = await pageLocale(params);
  const [t, tCommon, messages, query] = await Promise.all([getTranslations('Checkout'), getTranslations('Common'), getMessages(), searchParams]);
  const access = bookingQuery(query);
  const booking = access ? await getBooking(access.reference, access.key) : null;
  const header = <PageHeader title={t('heading')} intro={t('description')} />;
  if (!access || !booking) {
    return (
      <>
        {header}
        <BookingNotice text={access ? t('bookingNotFound') : t('startBooking')}>
          {/* No departure was chosen here, so not "choose again": the way back is the home page and its search. */}
          <Link href="/" className={primaryButton}>{tCommon('backHome')}</Link>
        </BookingNotice>
      </>
    );
  }
  const keyQuery = { booking: booking.reference, ...(access.key ? { key: access.key } : {}) };
  if (booking.status !== 'held') {
    const expired = booking.status === 'expired';
    // A hold the operator's cancellation of its departure ended: other dates, not the same one again.
    if (expired && booking.departure.cancelled) {
      const tg = await getTranslations('Guarantee');
      return (
        <>
          {header}
          <BookingNotice text={tg('departureCancelled')}>
            <Link href={await bookPagePath(lang, booking.departure.tripId)} className={primaryButton}>{tg('otherDates')}</Link>
          </BookingNotice>
        </>
      );
    }
    return (
      <>
        {header}
        <BookingNotice text={expired ? t(booking.waitlistOffer ? 'offerEnded' : 'holdEnded') : t('notPayable')}>
          {expired ? (
            <Link href={{ pathname: await bookPagePath(lang, booking.departure.tripId), query: { departure: String(booking.departure.id) } }} className={primaryButton}>{t('holdEndedAction')}</Link>
          ) : (
            <Link href={{ pathname: '/checkout/success', query: keyQuery }} className={primaryButton}>{t('viewBooking')}</Link>
          )}
        </BookingNotice>
      </>
    );
  }
  const [trip, terms] = await Promise.all([getTrip(lang, booking.departure.tripId), getTripTerms(lang, booking.departure.tripId)]);
  const formMessages = pickMessages(messages, ['Checkout', 'Booking', 'BookingForm', 'PromotionCode']);
  return (
    <>
      {header}
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <aside className="grid content-start gap-4 lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1" aria-label={t('orderSummary')}>
          <h2 className="text-xl font-semibold">{t('orderSummary')}</h2>
          <OrderSummary lang={lang} booking={booking} tripTitle={trip?.text.title ?? ''} />
          <NextIntlClientProvider messages={pickMessages(messages, ['Checkout'])}>
            {booking.holdExpiresAt ? <HoldCountdown expiresAt={booking.holdExpiresAt} withClock={booking.waitlistOffer} /> : null}
          </NextIntlClientProvider>
          <NextIntlClientProvider messages={pickMessages(messages, ['PromotionCode', 'GiftVoucher', 'Booking', 'Checkout'])}>
            <PromotionCode
              kind="promotion"
              lang={lang}
              reference={booking.reference}
              accessKey={access.key}
              applied={booking.promotion ? { code: booking.promotion.code, discount: formatPrice(booking.promotion.discountCents, lang) } : null}
            />
            <PromotionCode
              kind="voucher"
              lang={lang}
              reference={booking.reference}
              accessKey={access.key}
              applied={booking.voucher ? { code: booking.voucher.code, discount: formatPrice(booking.voucher.cents, lang) } : null}
            />
          </NextIntlClientProvider>
          <ReleaseHoldButton reference={booking.reference} accessKey={access.key} lang={lang} label={t(booking.waitlistOffer ? 'offerRelease' : 'change')} />
        </aside>
        <div className="min-w-0 lg:col-start-1 lg:row-start-1">
          <NextIntlClientProvider messages={formMessages}>
            <CheckoutForm
              lang={lang}
              reference={booking.reference}
              accessKey={access.key ?? ''}
              places={booking.places}
              countries={countryOptions(lang)}
              defaults={checkoutDefaults(booking)}
              termsHref={`/${lang}${pagePath(lang, 'terms-and-conditions')}`}
              payment={{
                total: formatPrice(booking.totalCents, lang),
                tripTakesDeposit: terms ? offersDeposit(terms) : booking.deposit.percent > 0 && booking.deposit.percent < 100,
                depositAvailable: booking.deposit.available,
                depositPercent: booking.deposit.percent,
                depositMinDays: terms?.depositMinDays ?? 0,
                deposit: formatPrice(booking.deposit.cents, lang),
                balance: formatPrice(booking.totalCents - booking.deposit.cents, lang),
                balanceDueOn: formatDate(booking.deposit.balanceDueOn, lang),
              }}
            />
          </NextIntlClientProvider>
          {terms ? <div className="-mx-4"><TripBookingTerms lang={lang} terms={terms} headingLevel={3} /></div> : null}
        </div>
      </div>
    </>
  );
}
