import { getTranslations } from 'next-intl/server';
import { bookingPagePath } from '@/lib/booking/booking-urls';
import { calendarFile } from '@/lib/booking/calendar';
import { fileResponse, openBookingDocument } from '@/lib/booking/document-request';
import { site } from '@/lib/site';

export const dynamic = 'force-dynamic';

/** The departure as an all-day calendar event (.ics), with a link back to the booking page (without its key). */
export async function GET(request: Request, { params }: RouteContext<'/[lang]/account/bookings/[reference]/calendar.ics'>) {
  const opened = await openBookingDocument(request, params);
  if (opened instanceof Response) return opened;
  const { booking } = opened.managed;
  const t = await getTranslations({ locale: opened.lang, namespace: 'BookingDocuments' });
  const url = `${site.url}/${opened.lang}${bookingPagePath(booking.reference)}`;
  const ics = calendarFile({
    uid: `${booking.reference}@${new URL(site.url).hostname}`,
    title: opened.trip?.title ?? booking.reference,
    description: t('calendarDescription', { reference: booking.reference, url }),
    startDate: booking.departure.startDate,
    endDate: booking.departure.endDate,
    url,
    stamp: new Date(),
    product: site.name,
  });
  return fileResponse(ics, 'text/calendar; charset=utf-8', `${booking.reference}.ics`);
}
