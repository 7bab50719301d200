import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BookingNotice, secondaryButton } from '@/components/booking/booking-notice';
import { BookingDocuments } from '@/components/manage-booking/booking-documents';
import { BookingFacts } from '@/components/manage-booking/booking-facts';
import { BookingStatus } from '@/components/manage-booking/booking-status';
import { CancelSection } from '@/components/manage-booking/cancel-section';
import { TravellersSection } from '@/components/manage-booking/travellers-section';
import { PageHeader } from '@/components/ui/page-header';
import { bookingPageAccess } from '@/lib/booking/page-access';
import { getBookingPage } from '@/lib/data/booking-page';
import { getTrip, getTripTerms } from '@/lib/data/trips';
import { Link } from '@/lib/i18n/link';
import { pagePath } from '@/lib/i18n/pages';
import { pageLocale } from '@/lib/i18n/page-locale';

// Personal: rendered per request for the booking's owner or the holder of its key, never cached or prerendered.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[lang]/account/bookings/[reference]'>): Promise<Metadata> {
  await pageLocale(params);
  const t = await getTranslations('BookingPage');
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/** A booking's own page: status, money, travellers, documents and cancelling, all self-service. */
export default async function BookingPage({ params, searchParams }: PageProps<'/[lang]/account/bookings/[reference]'>) {
  const lang = await pageLocale(params);
  const [{ reference }, query, t] = await Promise.all([params, searchParams, getTranslations('BookingPage')]);
  const access = bookingPageAccess(reference, query);
  const page = access ? await getBookingPage(access.reference, access.key) : null;
  if (!access || !page?.ok) {
    const reason = page && !page.ok && page.error === 'key_expired' ? 'key_expired' : 'not_found';
    return (
      <>
        <PageHeader title={t('metaTitle')} />
        <BookingNotice text={t(`errors.${reason}`)} tone="error">
          <Link href={`${pagePath(lang, 'account')}#bookings`} className={secondaryButton}>{t('backToAccount')}</Link>
        </BookingNotice>
      </>
    );
  }
  const managed = page.value;
  const { booking } = managed;
  const [trip, terms] = await Promise.all([getTrip(lang, booking.departure.tripId), getTripTerms(lang, booking.departure.tripId)]);
  const keyQuery: Record<string, string> = { booking: booking.reference, ...(access.key ? { key: access.key } : {}) };
  const tripFacts = trip ? { title: trip.text.title, slug: trip.text.slug } : null;
  const open = { reference: booking.reference, key: access.key };
  return (
    <>
      <PageHeader title={t('heading', { reference: booking.reference })} intro={trip?.text.title} />
      {/* The header's container, so the content lines up with the title; a narrower column for reading. */}
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 [&>*]:max-w-4xl">
        <BookingStatus managed={managed} lang={lang} keyQuery={keyQuery} />
        <BookingFacts managed={managed} lang={lang} access={open} trip={tripFacts} />
        {booking.status === 'confirmed' || booking.status === 'cancelled' ? (
          <BookingDocuments managed={managed} lang={lang} access={open} tripSlug={tripFacts?.slug ?? null} />
        ) : null}
        {booking.status === 'confirmed' ? <TravellersSection managed={managed} lang={lang} access={open} /> : null}
        <CancelSection managed={managed} lang={lang} access={open} tiers={terms?.cancellation ?? []} />
        <p><Link href={`${pagePath(lang, 'account')}#bookings`} className="inline-flex min-h-11 items-center text-brand-700 underline">{t('backToAccount')}</Link></p>
      </div>
    </>
  );
}
