import { getTranslations } from 'next-intl/server';
import { bookingDocumentHref } from '@/lib/booking/booking-urls';
import type { ManagedBooking } from '@/lib/booking/manage';
import type { Locale } from '@/lib/i18n/routing';
import { tripPath } from '@/lib/trip-path';

const linkClass = 'inline-flex min-h-11 items-center rounded-md border border-slate-300 px-4 py-2 font-semibold';

/** The invoice (once paid in full), the trip notes and the departure as a calendar file. */
export async function BookingDocuments({ managed, lang, access, tripSlug }: {
  managed: ManagedBooking;
  lang: Locale;
  access: { reference: string; key: string | null };
  tripSlug: string | null;
}) {
  const t = await getTranslations('BookingPage');
  const live = managed.booking.status === 'confirmed';
  return (
    <section aria-labelledby="booking-documents" className="grid gap-3">
      <h2 id="booking-documents" className="text-xl font-semibold">{t('documents.heading')}</h2>
      <div className="flex flex-wrap gap-3">
        {managed.invoice ? (
          <a href={bookingDocumentHref(lang, access.reference, access.key, 'invoice.pdf')} download className={linkClass}>
            {t('documents.invoice', { number: managed.invoice.number })}
          </a>
        ) : null}
        {tripSlug ? (
          <a href={`/${lang}${tripPath(managed.booking.departure.tripId, tripSlug)}/notes.pdf`} className={linkClass}>{t('documents.notes')}</a>
        ) : null}
        {live ? (
          <a href={bookingDocumentHref(lang, access.reference, access.key, 'calendar.ics')} download className={linkClass}>{t('addToCalendar')}</a>
        ) : null}
      </div>
      {!managed.invoice && live ? <p className="text-sm text-slate-700">{t('documents.invoiceLater')}</p> : null}
    </section>
  );
}
